import { Badge, Button, Group, Paper, Progress, Radio, Stack, Text, Title } from '@mantine/core';
import type { QuizView } from '@server/contracts/study';
import { IconArrowLeft, IconArrowRight, IconSend } from '@tabler/icons-react';
import { useId, type RefObject } from 'react';

interface QuizQuestionCardProps {
  question: QuizView['questions'][number];
  /** From 0. */
  index: number;
  total: number;
  answer: number | null;
  onChoose: (option: number) => void;
  onPrevious: () => void;
  onNext: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/**
 * One question: its options as a radio group (arrow keys move between them), where it stands in the quiz,
 * and Previous / Next Question, which is Submit Quiz on the last question and needs an answer first.
 */
export function QuizQuestionCard({ question, index, total, answer, onChoose, onPrevious, onNext, headingRef }: QuizQuestionCardProps) {
  const hintId = useId();
  const position = `Question ${index + 1} of ${total}`;
  const isLast = index === total - 1;
  const answered = answer !== null;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Badge variant="light" color="covenant" size="lg">
            {position}
          </Badge>
          <Progress value={Math.round(((index + 1) / total) * 100)} aria-label="Quiz progress" size="sm" radius="xl" />
        </Stack>
        <Radio.Group
          // A fresh group for each question, so nothing of the last one's focus or state carries over.
          key={index}
          value={answered ? String(answer) : null}
          onChange={(value) => onChoose(Number(value))}
          label={
            <Title order={2} size="h4" ref={headingRef} tabIndex={-1}>
              {question.text}
            </Title>
          }
          labelProps={{ mb: 'md' }}
        >
          <Stack gap="sm">
            {question.options.map((option, optionIndex) => (
              <Radio key={optionIndex} value={String(optionIndex)} label={option} size="md" />
            ))}
          </Stack>
        </Radio.Group>
        {answered ? null : (
          <Text id={hintId} size="sm" c="dimmed">
            Choose an answer to continue.
          </Text>
        )}
        <Group justify="space-between" gap="sm">
          <Button
            variant="default"
            onClick={onPrevious}
            disabled={index === 0}
            leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
          >
            Previous
          </Button>
          <Button
            onClick={onNext}
            disabled={!answered}
            aria-describedby={answered ? undefined : hintId}
            rightSection={isLast ? <IconSend size={18} aria-hidden="true" /> : <IconArrowRight size={18} aria-hidden="true" />}
          >
            {isLast ? 'Submit Quiz' : 'Next Question'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
