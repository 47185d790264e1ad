import { Center, Loader, Stack, Text } from '@mantine/core';
import { pageTitle } from '@/lib/page-meta';

/** The spinner shown while a teaching loads. */
export function TeachingLoading() {
  return (
    <Center py={120} role="status" aria-label="Loading teaching">
      <title>{pageTitle('Loading Teaching')}</title>
      <Stack align="center" gap="md">
        <Loader color="covenant" size="lg" aria-hidden="true" />
        <Text c="gray.7" aria-hidden="true">
          Loading teaching…
        </Text>
      </Stack>
    </Center>
  );
}
