import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';

describe('unknown paths', () => {
  it('show 404 Page Not Found with a way home, inside the site layout', async () => {
    const { user, router } = renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Return Home' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Experience God’s Love/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('also covers unknown nested paths', async () => {
    renderApp('/teachings/a/b/c');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
  });
});

describe('the 404 document title', () => {
  it('reads Page Not Found', async () => {
    renderApp('/missing');
    await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' });
    await waitFor(() => expect(document.title).toBe('Page Not Found | Living Water Ministries'));
  });
});
