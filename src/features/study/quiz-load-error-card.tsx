import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { ButtonLink } from '@/components/button-link';

/** When the quiz cannot be shown: what went wrong and the way back (the page also heads back by itself). */
export function QuizLoadErrorCard({ message }: { message: string }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md" align="flex-start">
        <Title order={2} size="h3">
          Error Loading Quiz
        </Title>
        <Text>{message}</Text>
        <ButtonLink to="/bible-study" variant="default" leftSection={<IconArrowLeft size={18} aria-hidden="true" />}>
          Back
        </ButtonLink>
      </Stack>
    </Paper>
  );
}
