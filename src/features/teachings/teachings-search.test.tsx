import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';

describe('/teachings search', () => {
  it('parses ?category=holy-spirit', async () => {
    const { router } = renderApp('/teachings?category=holy-spirit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Teachings' })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ category: 'holy-spirit' });
    expect(screen.getByText('Holy Spirit Series', { selector: 'p' })).toBeInTheDocument();
  });

  it('drops an unknown category instead of failing', async () => {
    const { router } = renderApp('/teachings?category=cooking');
    expect(await screen.findByRole('heading', { level: 1, name: 'Teachings' })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ category: undefined });
  });
});
