import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render';
import { trpcQueries } from '@/test/trpc-msw';

describe('members-only routes', () => {
  it('show a session check, then send a visitor to /auth with the way back', async () => {
    // Hold the session answer back so the check is visible.
    server.use(
      trpcQueries({
        'accounts.session': async () => {
          await delay(150);
          return null;
        },
      }),
    );
    const { router } = renderApp('/bible-reading?planId=3');

    expect(await screen.findByRole('status')).toHaveTextContent('Checking your session');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toEqual({ redirect: '/bible-reading?planId=3' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(await screen.findByText('Authentication required')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each(['/content-generator', '/bible-chat', '/simple-bible-chat', '/achievements', '/bible-study', '/bible-quiz', '/account'])(
    'protects %s',
    async (path) => {
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
      expect(router.state.location.search).toEqual({ redirect: path });
    },
  );

  it('show the page to a signed-in member', async () => {
    const { router } = renderApp('/bible-study', {
      session: { id: 7, username: 'grace', subscriptionTier: 'premium', role: 'member' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bible Study Hub' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/bible-study');
  });
});

describe('members-only routes when the session check fails', () => {
  it('redirect to /auth as for a visitor', async () => {
    server.use(http.get('*/trpc/:paths', () => HttpResponse.text('Service Unavailable', { status: 503 })));
    const { router } = renderApp('/achievements');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toEqual({ redirect: '/achievements' });
  });
});
