import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconSend } from '@tabler/icons-react';
import type { RefObject } from 'react';
import { quizConfirmation } from './quiz-confirmation';

interface QuizConfirmCardProps {
  questionCount: number;
  submitting: boolean;
  onSubmit: () => void;
  onBack: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/**
 * The spec's "Quiz Complete" toast, on the page: a toast closes by itself and sits away from the focus, so
 * the same question and its Submit stay here for keyboard and screen-reader users (and anyone too slow).
 */
export function QuizConfirmCard({ questionCount, submitting, onSubmit, onBack, headingRef }: QuizConfirmCardProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={2} size="h3" ref={headingRef} tabIndex={-1}>
            {quizConfirmation.title}
          </Title>
          <Text>{quizConfirmation.text}</Text>
          <Text size="sm" c="dimmed">
            You have answered all {questionCount} questions. Go back to change an answer, or submit to see your score.
          </Text>
        </Stack>
        <Group justify="space-between" gap="sm">
          <Button variant="default" onClick={onBack} disabled={submitting} leftSection={<IconArrowLeft size={18} aria-hidden="true" />}>
            Back to Questions
          </Button>
          <Button onClick={onSubmit} loading={submitting} rightSection={<IconSend size={18} aria-hidden="true" />}>
            {quizConfirmation.action}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
