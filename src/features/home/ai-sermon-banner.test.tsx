import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { AI_BANNER_STORAGE_KEY } from './ai-sermon-banner';

describe('AI sermon generator banner', () => {
  it('links to the generator until it is dismissed, and stays dismissed after a reload', async () => {
    const first = renderApp('/');
    const banner = await screen.findByRole('complementary', { name: 'AI Sermon Generator announcement' });
    expect(within(banner).getByRole('link', { name: 'Try the Generator' })).toHaveAttribute('href', '/content-generator');

    await first.user.click(within(banner).getByRole('button', { name: 'Dismiss the AI Sermon Generator announcement' }));
    expect(screen.queryByRole('complementary', { name: 'AI Sermon Generator announcement' })).not.toBeInTheDocument();
    expect(localStorage.getItem(AI_BANNER_STORAGE_KEY)).toBe('true');

    first.unmount();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('complementary', { name: 'AI Sermon Generator announcement' })).not.toBeInTheDocument();
  });
});
