import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { lazy, Suspense } from 'react';
import { useLazyDialog } from '@/lib/use-lazy-dialog';

// The dialog (Mantine's Modal and inputs, the schema library, the data libraries: some 100 kB gzip) loads
// when its button is first pointed at, focused or pressed: a visit that never opens it never downloads it.
const CustomResourceRequestDialog = lazy(() =>
  import('./custom-resource-request-dialog').then((module) => ({ default: module.CustomResourceRequestDialog })),
);

interface CustomResourceRequestButtonProps extends ButtonProps {
  children: ReactNode;
}

/** Opens the 'Request Custom Ministry Resources' dialog on /spiritual-leaders. */
export function CustomResourceRequestButton({ children, ...buttonProps }: CustomResourceRequestButtonProps) {
  const dialog = useLazyDialog();
  return (
    <>
      <Button {...buttonProps} {...dialog.triggerProps} aria-haspopup="dialog">
        {children}
      </Button>
      {dialog.wanted && (
        <Suspense fallback={null}>
          <CustomResourceRequestDialog opened={dialog.opened} onClose={dialog.close} />
        </Suspense>
      )}
    </>
  );
}
