import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';

describe('podcast page', () => {
  it('embeds the featured episode lazily, with a title for screen readers', async () => {
    renderApp('/podcast');
    const featured = await screen.findByRole('region', { name: 'Living Water: Why We Started' });
    expect(within(featured).getByText('Season 1 Episode 1')).toBeInTheDocument();
    const player = within(featured).getByTitle(/Season 1 Episode 1/);
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('loading', 'lazy');
    expect(player.getAttribute('src')).toMatch(/^https:\/\/open\.spotify\.com\/embed\/episode\/\w+$/);
  });

  it('links to contact and to the video channel in a new tab', async () => {
    renderApp('/podcast');
    const connect = await screen.findByRole('region', { name: 'Stay Connected' });
    expect(within(connect).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    const youtube = within(connect).getByRole('link', { name: 'YouTube Channel (opens in a new tab)' });
    expect(youtube).toHaveAttribute('href', 'https://www.youtube.com/@LivingWaterMinistries');
    expect(youtube).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
