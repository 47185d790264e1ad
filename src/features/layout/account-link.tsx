import { Button, Group, Text } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { signInLink } from '@/content/navigation';
import { useTRPC } from '@/lib/trpc';

interface AccountLinkProps {
  onNavigate?: () => void;
  fullWidth?: boolean;
}

/** 'Sign In' for visitors; the member's name once signed in (sign-out arrives with accounts). */
export function AccountLink({ onNavigate, fullWidth = false }: AccountLinkProps) {
  const trpc = useTRPC();
  const session = useQuery(trpc.accounts.session.queryOptions());
  const user = session.data;

  if (user) {
    return (
      <Group gap={6} wrap="nowrap" c="covenant.8" justify={fullWidth ? 'center' : undefined}>
        <IconUserCircle size={20} aria-hidden="true" />
        <Text fw={600} size="sm">
          {user.username}
        </Text>
      </Group>
    );
  }

  return (
    <Button
      component={Link}
      to={signInLink.to}
      onClick={onNavigate}
      variant="outline"
      radius="xl"
      px="lg"
      fullWidth={fullWidth}
    >
      {signInLink.label}
    </Button>
  );
}
