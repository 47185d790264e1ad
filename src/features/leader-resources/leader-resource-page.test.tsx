import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';

describe('a leader resource page', () => {
  it('shows the resource with its scriptures, outline, how to use it and a way back', async () => {
    renderApp('/resources/walking-with-the-grieving');
    expect(await screen.findByRole('heading', { level: 1, name: 'Walking with the Grieving' })).toBeInTheDocument();
    expect(screen.getByText('PDF Guide', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Key Scriptures' })).toBeInTheDocument();
    expect(screen.getByText('Psalm 34:18')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Outline' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'How to Use It' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Resources for Ministry Leaders' })).toHaveAttribute('href', '/spiritual-leaders');
    expect(screen.getByRole('link', { name: 'Praying at the Bedside: Hospital and Home Visits' })).toHaveAttribute(
      'href',
      '/resources/praying-at-the-bedside',
    );
  });

  it('marks a recording as coming soon while its notes are ready', async () => {
    renderApp('/resources/youth-prayer-night');
    await screen.findByRole('heading', { level: 1, name: 'Planning a Youth Prayer Night' });
    expect(screen.getByRole('note')).toHaveTextContent(/^COMING SOON/);
    expect(screen.queryByRole('button', { name: /Print/ })).not.toBeInTheDocument();
  });

  it('shows a not-found view with a link to all resources for an unknown slug', async () => {
    renderApp('/resources/no-such-resource');
    expect(await screen.findByRole('heading', { level: 1, name: 'Resource Not Found' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Browse Resources' })).toHaveAttribute(
      'href',
      '/resources',
    );
  });
});
