import { Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { QuizView } from '@server/contracts/study';
import { IconArrowLeft, IconPlayerPlay } from '@tabler/icons-react';
import type { RefObject } from 'react';
import { ButtonLink } from '@/components/button-link';

// Filled, with the text colour set, so each passes contrast (the light variants' text does not).
const difficultyColors: Record<QuizView['difficulty'], { color: string; c: string }> = {
  easy: { color: 'teal.9', c: 'white' },
  medium: { color: 'gold.4', c: 'dark.8' },
  hard: { color: 'red.9', c: 'white' },
};
const difficultyNames: Record<QuizView['difficulty'], string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };

interface QuizIntroCardProps {
  quiz: QuizView;
  onStart: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** What the quiz is about and how it works, with Back to the hub and Start Quiz. */
export function QuizIntroCard({ quiz, onStart, headingRef }: QuizIntroCardProps) {
  const count = quiz.questions.length;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Text size="lg">{quiz.description}</Text>
        <Group gap="xs" aria-label="About this quiz" role="list">
          <Badge role="listitem" {...difficultyColors[quiz.difficulty]} variant="filled" size="lg">
            Difficulty: {difficultyNames[quiz.difficulty]}
          </Badge>
          <Badge role="listitem" color="covenant" variant="light" size="lg">
            {quiz.category}
          </Badge>
          <Badge role="listitem" color="gray" c="gray.8" variant="light" size="lg">
            {count === 1 ? '1 question' : `${count} questions`}
          </Badge>
        </Group>
        <Stack gap="xs">
          <Title order={2} size="h4" ref={headingRef} tabIndex={-1}>
            Instructions
          </Title>
          <List spacing="xs">
            <List.Item>Answer the {count === 1 ? 'question' : `${count} questions`} one at a time by choosing one option.</List.Item>
            <List.Item>Choose an answer to move on; Previous takes you back to change one.</List.Item>
            <List.Item>Submit at the end to see your score and the verse behind every question.</List.Item>
          </List>
        </Stack>
        <Group justify="space-between" gap="sm">
          <ButtonLink to="/bible-study" variant="default" leftSection={<IconArrowLeft size={18} aria-hidden="true" />}>
            Back
          </ButtonLink>
          <Button onClick={onStart} disabled={count === 0} rightSection={<IconPlayerPlay size={18} aria-hidden="true" />}>
            Start Quiz
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
