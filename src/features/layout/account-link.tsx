import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { lazy } from 'react';
import { signInLink } from '@/content/navigation';
import { SignedInSwitch } from '@/components/signed-in-switch';

// The member's view signs out through tRPC: it loads once someone is signed in, so visitors, the first visit
// of everyone, download neither it nor the data libraries (decision 016).
const MemberAccountLink = lazy(() => import('./member-account-link'));

interface AccountLinkProps {
  onNavigate?: () => void;
  fullWidth?: boolean;
}

/** 'Sign In' for visitors; once signed in, who it is and a way to sign out. */
export function AccountLink({ onNavigate, fullWidth = false }: AccountLinkProps) {
  return (
    <SignedInSwitch
      visitor={
        <Button component={Link} to={signInLink.to} onClick={onNavigate} variant="outline" radius="xl" px="lg" fullWidth={fullWidth}>
          {signInLink.label}
        </Button>
      }
      member={(user) => <MemberAccountLink user={user} onNavigate={onNavigate} fullWidth={fullWidth} />}
    />
  );
}
