import { VisuallyHidden, type ButtonProps } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import { ButtonLink } from '@/components/button-link';

interface PlanReaderLinkProps extends Pick<ButtonProps, 'variant' | 'className'> {
  planId: number;
  planName: string;
  label: 'Continue Reading' | 'Read Again';
}

/** Opens the reader at a plan the member has started: Continue Reading, or Read Again once completed. */
export function PlanReaderLink({ planId, planName, label, variant = 'filled', className }: PlanReaderLinkProps) {
  return (
    <ButtonLink
      to="/bible-reading"
      search={{ planId }}
      variant={variant}
      radius="xl"
      leftSection={<IconBook size={18} aria-hidden="true" />}
      className={className}
    >
      {label}
      <VisuallyHidden>: {planName}</VisuallyHidden>
    </ButtonLink>
  );
}
