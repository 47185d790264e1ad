import { Center, Loader } from '@mantine/core';

/** Shown while a members' page asks the server who is signed in. */
export function SessionCheck() {
  return (
    <Center role="status" aria-label="Checking your session" mih="50vh" py="xl">
      <Loader color="covenant" size="lg" />
    </Center>
  );
}
