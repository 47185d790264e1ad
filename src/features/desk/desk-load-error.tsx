import { Alert, Button, Stack } from '@mantine/core';
import { errorCode } from '@/lib/errors';
import { STAFF_ONLY_TEXT } from './staff-only-notice';

interface DeskLoadErrorProps {
  error: unknown;
  /** What could not be loaded: 'The subscribers'. */
  what: string;
  onRetry: () => void;
  retrying: boolean;
}

/** A desk list that could not be read: the server's refusal (a role taken away since sign-in), or a retry. */
export function DeskLoadError({ error, what, onRetry, retrying }: DeskLoadErrorProps) {
  const code = errorCode(error);
  if (code === 'FORBIDDEN') {
    return (
      <Alert color="red" variant="light" title="Staff only">
        {STAFF_ONLY_TEXT} If you were staff until now, an admin may have changed your role.
      </Alert>
    );
  }
  return (
    <Stack align="flex-start">
      <Alert color="red" variant="light" title={`${what} could not be loaded`}>
        Please try again in a moment.
      </Alert>
      <Button variant="light" onClick={onRetry} disabled={retrying}>
        Try Again
      </Button>
    </Stack>
  );
}
