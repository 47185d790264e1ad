import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newMemberChatAnswers, server } from '@/test/msw-server';
import { renderApp } from '@/test/render';
import { trpcMutation, trpcQueries, TrpcTestError } from '@/test/trpc-msw';

const grace = { id: 7, username: 'grace', subscriptionTier: 'free' as const, role: 'member' as const };

describe('/auth', () => {
  it('shows Login and Register tabs beside the four benefits, each tab linking to the other', async () => {
    const { user } = renderApp('/auth');
    expect(await screen.findByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    for (const benefit of [
      'AI Bible chatbot',
      'AI content generation for sermons and Sunday school lessons',
      'Exclusive ministry resources',
      'Community',
    ]) {
      expect(screen.getByText(benefit)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByLabelText(/Confirm password/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  });

  it('signs in, welcomes the member by name and returns them where they were going', async () => {
    const login = trpcMutation('accounts.login', () => grace);
    server.use(login.handler);
    const { user, router } = renderApp('/auth?redirect=%2Fbible-study');
    await user.pasteInto(await screen.findByLabelText(/^Username/), 'grace');
    await user.pasteInto(screen.getByLabelText(/^Password/), 'amazing-grace');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome, grace!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/bible-study'));
    expect(login.received).toEqual([{ username: 'grace', password: 'amazing-grace' }]);
    // The header now knows who is signed in.
    expect(await screen.findByRole('button', { name: 'Account: grace' })).toBeInTheDocument();
  });

  it("goes to /bible-chat after registering when nobody sent them, and doesn't send the confirmation", async () => {
    const register = trpcMutation('accounts.register', () => grace);
    server.use(register.handler, trpcQueries(newMemberChatAnswers));
    const { user, router } = renderApp('/auth?tab=register');
    await user.pasteInto(await screen.findByLabelText(/^Username/), 'grace');
    await user.pasteInto(screen.getByLabelText(/^Password/), 'amazing-grace');
    await user.pasteInto(screen.getByLabelText(/Confirm password/), 'amazing-grace');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/bible-chat'));
    expect(register.received).toEqual([{ username: 'grace', password: 'amazing-grace' }]);
    expect(await screen.findByPlaceholderText('Ask a question about the Bible...')).toBeEnabled();
  });

  it("says 'Passwords don't match' under 'Registration failed' and sends nothing", async () => {
    const register = trpcMutation('accounts.register', () => grace);
    server.use(register.handler);
    const { user } = renderApp('/auth?tab=register');
    await user.pasteInto(await screen.findByLabelText(/^Username/), 'grace');
    await user.pasteInto(screen.getByLabelText(/^Password/), 'amazing-grace');
    await user.pasteInto(screen.getByLabelText(/Confirm password/), 'amazing-grace!');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getAllByText("Passwords don't match").length).toBeGreaterThan(0);
    expect(register.received).toEqual([]);
  });

  it('shows the server message when registration is refused, keeping the username', async () => {
    server.use(
      trpcMutation('accounts.register', () => {
        throw new TrpcTestError('CONFLICT', 409, 'That username is already taken. Please choose another.');
      }).handler,
    );
    const { user } = renderApp('/auth?tab=register');
    await user.pasteInto(await screen.findByLabelText(/^Username/), 'grace');
    await user.pasteInto(screen.getByLabelText(/^Password/), 'amazing-grace');
    await user.pasteInto(screen.getByLabelText(/Confirm password/), 'amazing-grace');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('That username is already taken. Please choose another.')).toBeInTheDocument();
    expect(screen.getByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveValue('grace');
  });

  it("shows 'Login failed' with the server's message", async () => {
    server.use(
      trpcMutation('accounts.login', () => {
        throw new TrpcTestError('UNAUTHORIZED', 401, 'Invalid username or password');
      }).handler,
    );
    const { user } = renderApp('/auth');
    await user.pasteInto(await screen.findByLabelText(/^Username/), 'grace');
    await user.pasteInto(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid username or password')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveValue('grace');
  });
});

describe('the sign-in forms with errors', () => {
  it('move focus to the first field with a message: the password when signing in', async () => {
    const login = trpcMutation('accounts.login', () => grace);
    server.use(login.handler);
    const { user } = renderApp('/auth');
    await user.pasteInto(await screen.findByLabelText(/^Username/), 'grace');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
    expect(login.received).toEqual([]);
  });

  it('move focus to the first field with a message: the confirmation when registering', async () => {
    const { user } = renderApp('/auth?tab=register');
    await user.pasteInto(await screen.findByLabelText(/^Username/), 'grace');
    await user.pasteInto(screen.getByLabelText(/^Password/), 'amazing-grace');
    await user.pasteInto(screen.getByLabelText(/Confirm password/), 'amazing-grace!');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByLabelText(/Confirm password/)).toHaveFocus();
  });

  it('move focus to the username when it is too short', async () => {
    const { user } = renderApp('/auth?tab=register');
    await user.pasteInto(await screen.findByLabelText(/^Username/), 'gr');
    await user.pasteInto(screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveFocus();
  });
});

describe('signing out', () => {
  it("says 'Logged out' and leaves a members' page", async () => {
    server.use(trpcMutation('accounts.logout', () => ({ success: true })).handler);
    const { user, router } = renderApp('/bible-study', { session: grace });
    await user.click(await screen.findByRole('button', { name: 'Account: grace' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it("says 'Logout failed' when the server cannot be reached", async () => {
    server.use(
      trpcMutation('accounts.logout', () => {
        throw new TrpcTestError('INTERNAL_SERVER_ERROR', 500, 'boom');
      }).handler,
    );
    const { user } = renderApp('/teachings', { session: grace });
    await user.click(await screen.findByRole('button', { name: 'Account: grace' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
  });
});
