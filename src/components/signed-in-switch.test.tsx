import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app-providers';
import { readSessionHint } from '@/lib/session-hint';
import { renderWithProviders } from '@/test/render';
import { server } from '@/test/msw-server';
import { trpcQueries } from '@/test/trpc-msw';
import { SignedInSwitch } from './signed-in-switch';

const greeting = <SignedInSwitch visitor={<p>Welcome, visitor</p>} member={(user) => <p>Welcome back, {user.username}</p>} />;

afterEach(() => window.localStorage.clear());

describe('SignedInSwitch', () => {
  it('draws the visitor’s version and asks the server nothing before the data layer has loaded', async () => {
    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) => void asked.push(request.url);
    server.events.on('request:start', listen);
    try {
      render(<AppProviders env="test">{greeting}</AppProviders>);
      expect(screen.getByText('Welcome, visitor')).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(asked).toEqual([]);
    } finally {
      server.events.removeListener('request:start', listen);
    }
  });

  it('asks once the data layer is there, draws the member’s version and remembers the sign-in for the next page', async () => {
    server.use(trpcQueries({ 'accounts.session': () => ({ id: 7, username: 'priscilla', subscriptionTier: 'free', role: 'member' }) }));
    renderWithProviders(greeting);
    expect(screen.getByText('Welcome, visitor')).toBeInTheDocument();
    expect(await screen.findByText('Welcome back, priscilla')).toBeInTheDocument();
    expect(readSessionHint()).toBe(true);
  });

  it('forgets the sign-in when the server says no one is signed in', async () => {
    window.localStorage.setItem('lw-signed-in', '1');
    const { queryClient } = renderWithProviders(greeting);
    await vi.waitFor(() => expect(queryClient.getQueryState([['accounts', 'session'], { type: 'query' }])?.status).toBe('success'));
    expect(screen.getByText('Welcome, visitor')).toBeInTheDocument();
    await vi.waitFor(() => expect(readSessionHint()).toBe(false));
  });
});
