import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { donateLink } from '@/content/navigation';
import { AccountLink } from './account-link';

interface HeaderActionsProps {
  onNavigate?: () => void;
  fullWidth?: boolean;
}

/** Donate (the highlighted call to action) and the account link, in the header and the side menu. */
export function HeaderActions({ onNavigate, fullWidth = false }: HeaderActionsProps) {
  return (
    <>
      <Button
        component={Link}
        to={donateLink.to}
        onClick={onNavigate}
        color="gold.4"
        c="covenant.9"
        radius="xl"
        px="lg"
        fullWidth={fullWidth}
      >
        {donateLink.label}
      </Button>
      <AccountLink onNavigate={onNavigate} fullWidth={fullWidth} />
    </>
  );
}
