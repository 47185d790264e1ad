import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from '@/theme';
import { LoadingStatus } from './loading-status';

function renderStatus(ui: React.ReactElement) {
  return render(
    <MantineProvider theme={theme} env="test">
      {ui}
    </MantineProvider>,
  );
}

describe('LoadingStatus', () => {
  it('is a status region that says what is loading, in visually hidden words', () => {
    renderStatus(<LoadingStatus label="Loading prayer requests" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading prayer requests');
    expect(screen.getByText('Loading prayer requests')).toHaveClass('mantine-VisuallyHidden-root');
  });

  it('keeps the spinner itself silent: hidden, with no aria-label of its own', () => {
    const { container } = renderStatus(<LoadingStatus label="Checking your session" />);
    const spinner = container.querySelector('.mantine-Loader-root');
    expect(spinner).not.toBeNull();
    expect(spinner).toHaveAttribute('aria-hidden', 'true');
    expect(spinner).not.toHaveAttribute('aria-label');
    expect(screen.getByRole('status')).not.toHaveAttribute('aria-label');
  });

  it('can show its words under the spinner', () => {
    renderStatus(<LoadingStatus label="Loading teaching…" showLabel />);
    const words = screen.getByText('Loading teaching…');
    expect(words).not.toHaveClass('mantine-VisuallyHidden-root');
    expect(screen.getByRole('status')).toContainElement(words);
  });

  it('passes the ARIA rules axe applies to it', async () => {
    const { container } = renderStatus(<LoadingStatus label="Preparing the payment form" />);
    const results = await axe.run(container, {
      runOnly: ['aria-prohibited-attr', 'aria-allowed-attr', 'aria-allowed-role', 'aria-hidden-focus', 'aria-valid-attr'],
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
