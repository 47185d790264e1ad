// What the Bible reader (and the verse previews of ScriptureText) remember for the person on this device: the translation and the text size. Kept in
// localStorage (nothing about it is private or needs to follow them to another device).
import { useLocalStorage } from '@mantine/hooks';
import { DEFAULT_TRANSLATION, translationIds, type TranslationId } from '@server/contracts/bible-translations';

export const TRANSLATION_STORAGE_KEY = 'lwm.bible.translation';
export const TEXT_SIZE_STORAGE_KEY = 'lwm.bible.text-size';

export const textSizes = ['sm', 'md', 'lg'] as const;
export type TextSize = (typeof textSizes)[number];

/** Stored as the bare value; anything unexpected (an old format, a hand edit) reads as the default. */
function storedAs<T extends string>(allowed: readonly T[], fallback: T) {
  return {
    serialize: (value: T) => value,
    deserialize: (raw: string | undefined): T => (allowed as readonly (string | undefined)[]).includes(raw) ? (raw as T) : fallback,
  };
}

/** The remembered translation (KJV until one is chosen). */
export function useRememberedTranslation() {
  return useLocalStorage<TranslationId>({
    key: TRANSLATION_STORAGE_KEY,
    defaultValue: DEFAULT_TRANSLATION,
    getInitialValueInEffect: false,
    ...storedAs(translationIds, DEFAULT_TRANSLATION),
  });
}

/** The remembered text size (medium until one is chosen). */
export function useTextSize() {
  return useLocalStorage<TextSize>({
    key: TEXT_SIZE_STORAGE_KEY,
    defaultValue: 'md',
    getInitialValueInEffect: false,
    ...storedAs(textSizes, 'md'),
  });
}
