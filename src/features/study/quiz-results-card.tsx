import { Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconRefresh, IconTrophy } from '@tabler/icons-react';
import type { RefObject } from 'react';
import { ButtonLink } from '@/components/button-link';
import type { QuizResult } from './quiz-attempt-state';
import { QuizReview } from './quiz-review';
import { quizPercent, quizResultMessage } from './quiz-score';

interface QuizResultsCardProps {
  result: QuizResult;
  onTryAgain: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** The score as a percent with the spec's message, what it unlocked, the way on, and the review. */
export function QuizResultsCard({ result, onTryAgain, headingRef }: QuizResultsCardProps) {
  const { correctAnswers, totalQuestions } = result.attempt;
  const percent = quizPercent(correctAnswers, totalQuestions);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xl">
        <Stack gap="xs" align="center" ta="center">
          <Title order={2} size="h3" ref={headingRef} tabIndex={-1}>
            Quiz Results
          </Title>
          <Text fz={56} fw={700} lh={1.1} c="covenant">
            {percent}%
          </Text>
          <Text size="xl" fw={600}>
            {quizResultMessage(percent)}
          </Text>
          <Text>
            {correctAnswers} / {totalQuestions} correct
          </Text>
        </Stack>

        {result.newAchievements.length > 0 ? (
          <Stack gap="xs">
            <Title order={3} size="h4">
              Achievements Unlocked
            </Title>
            <List
              spacing="xs"
              icon={
                <ThemeIcon color="gold.4" c="dark.8" radius="xl" size="sm" aria-hidden="true">
                  <IconTrophy size={14} />
                </ThemeIcon>
              }
            >
              {result.newAchievements.map((achievement) => (
                <List.Item key={achievement.id}>
                  <Text span fw={600}>
                    {achievement.name}
                  </Text>{' '}
                  — {achievement.points} points
                </List.Item>
              ))}
            </List>
          </Stack>
        ) : null}

        <Group justify="center" gap="sm">
          <Button onClick={onTryAgain} leftSection={<IconRefresh size={18} aria-hidden="true" />}>
            Try Again
          </Button>
          <ButtonLink to="/bible-study" variant="default" leftSection={<IconArrowLeft size={18} aria-hidden="true" />}>
            Back to Study Hub
          </ButtonLink>
        </Group>

        <QuizReview review={result.review} />
      </Stack>
    </Paper>
  );
}
