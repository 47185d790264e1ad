import { ActionIcon, Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { contentMessages, KEY_POINT_MAX, KEY_POINTS_MAX, keyPoint } from '@server/contracts/content';
import { useState } from 'react';

interface KeyPointsFieldProps {
  points: string[];
  onChange: (points: string[]) => void;
  /** The form's message for the list (too many, or a point the contract refuses). */
  error?: string;
}

/**
 * The key points as a list: type one and Add it (Enter does the same, without sending the form), remove
 * any with its own button. Each point is checked by the contract's rule as it is added.
 */
export function KeyPointsField({ points, onChange, error }: KeyPointsFieldProps) {
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const full = points.length >= KEY_POINTS_MAX;

  function add() {
    if (full) {
      setDraftError(contentMessages.tooManyKeyPoints);
      return;
    }
    const parsed = keyPoint.safeParse(draft);
    if (!parsed.success) {
      setDraftError(parsed.error.issues[0]?.message ?? contentMessages.keyPointEmpty);
      return;
    }
    onChange([...points, parsed.data]);
    setDraft('');
    setDraftError(null);
  }

  return (
    <Stack gap="xs">
      <TextInput
        label="Key points (optional)"
        description={`Up to ${KEY_POINTS_MAX} points the text should make.`}
        placeholder="e.g. God's love is unconditional"
        data-path="keyPoints"
        maxLength={KEY_POINT_MAX}
        value={draft}
        error={draftError ?? error}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          setDraftError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          }
        }}
        // The Add button sits beside the box, under the label, above any message.
        inputContainer={(input) => (
          <Group gap="xs" wrap="nowrap" align="center">
            <div style={{ flex: 1 }}>{input}</div>
            <Button variant="light" leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={add} disabled={full}>
              Add
            </Button>
          </Group>
        )}
      />
      {points.length > 0 ? (
        <List aria-label="Key points" spacing={4} listStyleType="none" pl={0}>
          {points.map((point, index) => (
            <List.Item key={`${index}-${point}`}>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Text size="sm" style={{ flex: 1, overflowWrap: 'anywhere' }}>
                  {`${index + 1}. ${point}`}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Remove key point ${index + 1}: ${point}`}
                  onClick={() => onChange(points.filter((_, at) => at !== index))}
                >
                  <IconX size={16} aria-hidden="true" />
                </ActionIcon>
              </Group>
            </List.Item>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}
