import { Group, SegmentedControl, Stack, Text, VisuallyHidden } from '@mantine/core';
import { translationIds, TRANSLATIONS, type TranslationId } from '@server/contracts/bible-translations';
import { useId } from 'react';
import { textSizes, type TextSize } from '@/lib/bible-preferences';

const translationOptions = translationIds.map((id) => ({
  value: id,
  label: (
    <>
      <span aria-hidden="true">{TRANSLATIONS[id].abbreviation}</span>
      <VisuallyHidden>{TRANSLATIONS[id].name}</VisuallyHidden>
    </>
  ),
}));

const sizeNames: Record<TextSize, { short: string; name: string }> = {
  sm: { short: 'A−', name: 'Small text' },
  md: { short: 'A', name: 'Medium text' },
  lg: { short: 'A+', name: 'Large text' },
};
const sizeOptions = textSizes.map((size) => ({
  value: size,
  label: (
    <>
      <span aria-hidden="true">{sizeNames[size].short}</span>
      <VisuallyHidden>{sizeNames[size].name}</VisuallyHidden>
    </>
  ),
}));

interface ReaderSettingsProps {
  translation: TranslationId;
  onTranslationChange: (translation: TranslationId) => void;
  textSize: TextSize;
  onTextSizeChange: (size: TextSize) => void;
}

/** The translation and the text size, each a small segmented choice. */
export function ReaderSettings({ translation, onTranslationChange, textSize, onTextSizeChange }: ReaderSettingsProps) {
  const translationLabel = useId();
  const sizeLabel = useId();
  return (
    <Group gap="lg" align="flex-end" wrap="wrap">
      <Stack gap={4}>
        <Text id={translationLabel} size="sm" fw={500}>
          Translation
        </Text>
        <SegmentedControl
          aria-labelledby={translationLabel}
          data={translationOptions}
          value={translation}
          onChange={onTranslationChange}
        />
      </Stack>
      <Stack gap={4}>
        <Text id={sizeLabel} size="sm" fw={500}>
          Text size
        </Text>
        <SegmentedControl aria-labelledby={sizeLabel} data={sizeOptions} value={textSize} onChange={onTextSizeChange} />
      </Stack>
    </Group>
  );
}
