import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { TeachingDetail as Teaching } from '@/content/teachings';
import { findTeachingDetail } from '@/content/teachings';
import { theme } from '@/theme';
import { TeachingDetail } from './teaching-detail';

/** The detail view on its own, inside a one-route router (it links back to /teachings). */
async function renderDetail(teaching: Teaching) {
  const rootRoute = createRootRoute({ component: () => <TeachingDetail teaching={teaching} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(
    <MantineProvider theme={theme} env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: teaching.title });
  return userEvent.setup();
}

const known = findTeachingDetail('healing-through-faith');
if (!known) throw new Error('healing-through-faith is one of the known teachings');

const withMedia: Teaching = {
  ...known,
  videoUrl: 'https://www.youtube-nocookie.com/embed/abc123XYZ',
  pdfUrl: '/downloads/healing-through-faith-notes.pdf',
  audioUrl: '/downloads/healing-through-faith.mp3',
};

describe('teaching media tabs', () => {
  it('embeds the video when the teaching has one', async () => {
    await renderDetail(withMedia);
    const frame = screen.getByTitle('Video: Healing Through Faith');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abc123XYZ');
    expect(screen.queryByText('Video Coming Soon')).not.toBeInTheDocument();
  });

  it('offers the PDF notes and the MP3 when the teaching has them', async () => {
    const user = await renderDetail(withMedia);

    await user.click(screen.getByRole('tab', { name: 'Notes' }));
    const notes = screen.getByRole('tabpanel');
    expect(within(notes).getByRole('heading', { name: 'Teaching Notes (PDF)' })).toBeInTheDocument();
    const pdf = within(notes).getByRole('link', { name: 'Download Notes: Healing Through Faith' });
    expect(pdf).toHaveAttribute('href', '/downloads/healing-through-faith-notes.pdf');
    expect(pdf).toHaveAttribute('download');
    expect(within(notes).queryByText('Notes Coming Soon')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Downloads' }));
    const downloads = screen.getByRole('tabpanel');
    expect(within(downloads).getByRole('heading', { name: 'Audio Teaching (MP3)' })).toBeInTheDocument();
    expect(within(downloads).getByLabelText('Audio: Healing Through Faith')).toHaveAttribute(
      'src',
      '/downloads/healing-through-faith.mp3',
    );
    expect(within(downloads).getByRole('link', { name: 'Download MP3: Healing Through Faith' })).toHaveAttribute(
      'href',
      '/downloads/healing-through-faith.mp3',
    );
  });

  it('shows each coming-soon state when the teaching has no media', async () => {
    const user = await renderDetail(known);
    expect(screen.getByRole('heading', { name: 'Video Coming Soon' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Other Teachings' })).toHaveAttribute('href', '/teachings');
    expect(screen.queryByTitle(/^Video:/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Notes' }));
    expect(screen.getByRole('heading', { name: 'Notes Coming Soon' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Downloads' }));
    expect(screen.getByRole('heading', { name: 'Audio Coming Soon' })).toBeInTheDocument();
  });
});
