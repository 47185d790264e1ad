import { Blockquote, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { QuizReviewItem } from '@server/contracts/study';
import { IconCheck, IconX } from '@tabler/icons-react';

// White behind the verse, and the reference in a dark grey at full opacity (Mantine fades it to 0.6),
// so both read at AA contrast on the tinted card.
const verseStyles = {
  root: { backgroundColor: 'var(--mantine-color-white)' },
  cite: { color: 'var(--mantine-color-gray-8)', opacity: 1 },
};

/**
 * After a submit: every question with the member's answer, the right one when theirs was wrong, and the
 * verse that answers it. Right and wrong are said in words and icons as well as colour.
 */
export function QuizReview({ review }: { review: QuizReviewItem[] }) {
  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        Review Your Answers
      </Title>
      <List listStyleType="none" spacing="md" styles={{ itemWrapper: { width: '100%' }, itemLabel: { width: '100%' } }}>
        {review.map((item, index) => (
          <List.Item key={index}>
            <ReviewedQuestion item={item} number={index + 1} />
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

function ReviewedQuestion({ item, number }: { item: QuizReviewItem; number: number }) {
  const chosen = item.options[item.chosen] ?? 'No answer';
  const correct = item.options[item.correct] ?? '';
  return (
    <Paper withBorder radius="md" p="md" bg={item.isCorrect ? 'teal.0' : 'red.0'}>
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <ThemeIcon color={item.isCorrect ? 'teal.9' : 'red.9'} radius="xl" size="md" aria-hidden="true">
            {item.isCorrect ? <IconCheck size={16} /> : <IconX size={16} />}
          </ThemeIcon>
          <Title order={4} fz="md" ff="text">
            <Text span inherit c={item.isCorrect ? 'teal.9' : 'red.9'}>
              {item.isCorrect ? 'Correct' : 'Incorrect'}
            </Text>
            {' — '}Question {number}: {item.question}
          </Title>
        </Group>
        <Text size="sm">
          <Text span fw={600}>
            Your answer:
          </Text>{' '}
          {chosen}
        </Text>
        {item.isCorrect ? null : (
          <Text size="sm">
            <Text span fw={600}>
              Correct answer:
            </Text>{' '}
            {correct}
          </Text>
        )}
        <Blockquote color="covenant" p="sm" radius="sm" cite={`— ${item.reference} (KJV)`} styles={verseStyles}>
          {item.verseText}
        </Blockquote>
      </Stack>
    </Paper>
  );
}
