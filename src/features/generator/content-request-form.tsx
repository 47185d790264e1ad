import { Button, Checkbox, Fieldset, Radio, Select, SimpleGrid, Stack, Tabs, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  AGE_GROUPS,
  ageGroups,
  BIBLE_VERSE_MAX,
  CONCLUSION_MAX,
  CONTENT_LENGTHS,
  CONTENT_TYPES,
  contentLengths,
  contentMessages,
  contentTypes,
  DENOMINATION_STYLES,
  denominationStyles,
  TARGET_AUDIENCE_MAX,
  TOPIC_MAX,
} from '@server/contracts/content';
import { LimitedTextarea } from '@/components/limited-textarea';
import { oneOf } from '@/lib/search-params';
import { textareaAutosize } from '@/lib/textarea-autosize';
import type { ContentFormValues } from './content-form-values';
import { KeyPointsField } from './key-points-field';

interface ContentRequestFormProps {
  form: UseFormReturnType<ContentFormValues>;
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => void;
  /** The preview is being written: the button waits. */
  pending: boolean;
}

const denominationOptions = denominationStyles.map((style) => ({ value: style, label: DENOMINATION_STYLES[style] }));
const ageGroupOptions = ageGroups.map((group) => ({
  value: group,
  label: group === 'all_ages' ? AGE_GROUPS[group].label : `${AGE_GROUPS[group].label} (${AGE_GROUPS[group].ages})`,
}));

/**
 * The content request (members.md sections 3 and 5): a tab per type, the fields both share, and the
 * Sunday-school options only on that tab. The form's values live in the page, so they outlast this form.
 */
export function ContentRequestForm({ form, onSubmit, pending }: ContentRequestFormProps) {
  const type = form.values.type;
  return (
    <Tabs
      value={type}
      keepMounted={false}
      onChange={(value) => {
        const next = oneOf(contentTypes, value);
        if (next) form.setFieldValue('type', next);
      }}
    >
      <Tabs.List grow aria-label="What to write">
        {contentTypes.map((id) => (
          <Tabs.Tab key={id} value={id}>
            {CONTENT_TYPES[id].label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {contentTypes.map((id) => (
        <Tabs.Panel key={id} value={id} pt="lg">
          <form noValidate onSubmit={onSubmit} aria-label={`${CONTENT_TYPES[id].productName} request`}>
            <RequestFields form={form} />
            <Button type="submit" size="md" mt="lg" disabled={pending}>
              {pending ? 'Generating Preview...' : contentMessages.generatePreview}
            </Button>
          </form>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

function RequestFields({ form }: { form: UseFormReturnType<ContentFormValues> }) {
  const sundaySchool = form.values.type === 'sunday_school';
  return (
    <Stack gap="md">
      <TextInput
        label="Topic"
        placeholder={sundaySchool ? 'e.g. David and Goliath' : "e.g. Walking in God's grace"}
        required
        maxLength={TOPIC_MAX}
        {...form.getInputProps('topic')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Bible verse (optional)"
          placeholder="e.g. John 3:16"
          maxLength={BIBLE_VERSE_MAX}
          {...form.getInputProps('bibleVerse')}
        />
        <Select
          label="Denomination style"
          data={denominationOptions}
          allowDeselect={false}
          {...form.getInputProps('denominationStyle')}
          onChange={(value) => {
            const style = oneOf(denominationStyles, value);
            if (style) form.setFieldValue('denominationStyle', style);
          }}
        />
      </SimpleGrid>
      <Radio.Group label="Length" {...form.getInputProps('length')}>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" mt={6}>
          {contentLengths.map((length) => (
            <Radio key={length} value={length} label={`${CONTENT_LENGTHS[length].label} (${CONTENT_LENGTHS[length].duration})`} />
          ))}
        </SimpleGrid>
      </Radio.Group>
      <TextInput
        label="Target audience (optional)"
        placeholder="e.g. young families, new believers"
        maxLength={TARGET_AUDIENCE_MAX}
        {...form.getInputProps('targetAudience')}
      />
      <KeyPointsField
        points={form.values.keyPoints}
        onChange={(points) => form.setFieldValue('keyPoints', points)}
        error={keyPointsError(form.errors)}
      />
      <LimitedTextarea
        label="Conclusion message (optional)"
        autosize={textareaAutosize}
        minRows={2}
        max={CONCLUSION_MAX}
        limitMessage={contentMessages.conclusionTooLong}
        {...form.getInputProps('conclusionMessage')}
      />
      <Stack gap="xs">
        <Checkbox label="Include a personal story" {...form.getInputProps('includePersonalStory', { type: 'checkbox' })} />
        <Checkbox label="Include discussion questions" {...form.getInputProps('includeDiscussionQuestions', { type: 'checkbox' })} />
      </Stack>
      {sundaySchool ? (
        <Fieldset legend="Sunday school options" variant="filled" radius="md">
          <Stack gap="sm">
            <Select
              label="Age group"
              data={ageGroupOptions}
              allowDeselect={false}
              {...form.getInputProps('ageGroup')}
              onChange={(value) => {
                const group = oneOf(ageGroups, value);
                if (group) form.setFieldValue('ageGroup', group);
              }}
            />
            <Checkbox label="Include a craft idea" {...form.getInputProps('includeCraftIdea', { type: 'checkbox' })} />
            <Checkbox label="Include group activities" {...form.getInputProps('includeGroupActivities', { type: 'checkbox' })} />
          </Stack>
        </Fieldset>
      ) : null}
    </Stack>
  );
}

/** The list's message: about the list itself, or about one of its points. */
function keyPointsError(errors: Record<string, React.ReactNode>): string | undefined {
  const message = errors.keyPoints ?? Object.entries(errors).find(([path]) => path.startsWith('keyPoints.'))?.[1];
  return typeof message === 'string' ? message : undefined;
}
