import { Stack, Text, Title } from '@mantine/core';
import type { QuizSummary } from '@server/contracts/study';
import type { HubPart } from './hub-data';
import { HubPartView } from './hub-part-view';
import { HubQuizCard } from './hub-quiz-card';
import classes from './hub-cards.module.css';

/** The Bible Quizzes tab: every quiz, each with Take Quiz. */
export function HubQuizList({ quizzes }: { quizzes: HubPart<{ quizzes: readonly QuizSummary[] }> }) {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2} size="h3" id="quizzes-title" className={classes.cardTitle}>
          Bible Quizzes
        </Title>
        <Text c="gray.7">Test what you know of scripture; after each quiz you see the verses that answer every question.</Text>
      </Stack>
      <HubPartView part={quizzes} loadingLabel="Loading quizzes" failure="The quizzes could not be loaded.">
        {(answer) =>
          answer.quizzes.length === 0 ? (
            <Text c="gray.7">No quizzes yet.</Text>
          ) : (
            <ul className={classes.cardGrid} aria-labelledby="quizzes-title">
              {answer.quizzes.map((quiz) => (
                <HubQuizCard key={quiz.id} quiz={quiz} />
              ))}
            </ul>
          )
        }
      </HubPartView>
    </Stack>
  );
}
