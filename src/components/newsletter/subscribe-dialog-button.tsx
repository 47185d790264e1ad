import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState, type ReactNode } from 'react';

// The dialog (its form and schema library) is fetched when the visitor reaches for the button, not with
// the page.
const loadDialog = () => import('./subscribe-dialog');
const SubscribeDialog = lazy(() => loadDialog().then((module) => ({ default: module.SubscribeDialog })));

interface SubscribeDialogButtonProps extends ButtonProps {
  children: ReactNode;
}

/** 'Subscribe to Updates' (/teachings) and 'Get Notified' (/spiritual-leaders): opens the subscribe dialog. */
export function SubscribeDialogButton({ children, ...buttonProps }: SubscribeDialogButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  // Mounted from the first opening on, so closing keeps Mantine's exit transition.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        {...buttonProps}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setWanted(true);
          open();
        }}
        aria-haspopup="dialog"
      >
        {children}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <SubscribeDialog opened={opened} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
