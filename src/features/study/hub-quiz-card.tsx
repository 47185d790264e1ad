import { Badge, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { QuizSummary } from '@server/contracts/study';
import { IconListNumbers, IconTarget } from '@tabler/icons-react';
import { ButtonLink } from '@/components/button-link';
import classes from './hub-cards.module.css';

// Words and a colour both say the difficulty; white words on these dark shades pass WCAG AA.
const difficultyColor = { easy: 'teal.9', medium: 'gold.9', hard: 'red.9' } as const satisfies Record<QuizSummary['difficulty'], string>;

/** A quiz: title, difficulty, category, question count, description and Take Quiz. */
export function HubQuizCard({ quiz }: { quiz: QuizSummary }) {
  return (
    <Paper component="li" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} className={classes.card}>
      <Stack gap="sm" h="100%">
        <Title order={3} size="h5" className={classes.cardTitle}>
          {quiz.title}
        </Title>
        <Group gap="xs">
          <Badge variant="filled" color={difficultyColor[quiz.difficulty]} tt="capitalize">
            {quiz.difficulty}
          </Badge>
          <Badge variant="outline" color="gray.7">
            {quiz.category}
          </Badge>
          <Group gap={4} wrap="nowrap" c="gray.7">
            <IconListNumbers size={16} aria-hidden="true" />
            <Text size="sm">
              {quiz.questionCount} {quiz.questionCount === 1 ? 'question' : 'questions'}
            </Text>
          </Group>
        </Group>
        <Text size="sm" c="gray.8" lh={1.6}>
          {quiz.description}
        </Text>
        <ButtonLink
          to="/bible-quiz"
          search={{ quizId: quiz.id }}
          radius="xl"
          leftSection={<IconTarget size={18} aria-hidden="true" />}
          className={classes.cardFoot}
        >
          Take Quiz<VisuallyHidden>: {quiz.title}</VisuallyHidden>
        </ButtonLink>
      </Stack>
    </Paper>
  );
}
