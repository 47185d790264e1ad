import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/** The spec's toast before a quiz is sent (members.md section 8). */
export const quizConfirmation = {
  title: 'Quiz Complete',
  text: 'Ready to submit your answers?',
  action: 'Submit',
} as const;

/**
 * Shows the "Quiz Complete" toast with its Submit action and returns a function that closes it. The page
 * shows the same choice in a card (QuizConfirmCard) that takes the focus and stays until the member chooses.
 */
export function showQuizConfirmation(onSubmit: () => void): () => void {
  const id = notifications.show({
    title: quizConfirmation.title,
    color: 'covenant',
    closeButtonProps: { 'aria-label': 'Close notification' },
    message: (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{quizConfirmation.text}</Text>
        <Button size="xs" onClick={onSubmit}>
          {quizConfirmation.action}
        </Button>
      </Stack>
    ),
  });
  return () => notifications.hide(id);
}
