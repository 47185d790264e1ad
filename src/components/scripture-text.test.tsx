import { screen, waitFor } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { renderWithProviders } from '@/test/render';
import { TRANSLATION_STORAGE_KEY } from '@/lib/bible-preferences';
import { trpcQueries } from '@/test/trpc-msw';
import { ScriptureText } from './scripture-text';

// The parser is a large module: load it once before the tests, so each test measures only its own work.
const parserLoad = { timeout: 5000 };
beforeAll(async () => {
  await import('@server/contracts/scripture-references');
}, 60_000);

/** ScriptureText inside a router of its own (its links need one), with msw answering bible.passage. */
function renderScripture(text: string) {
  const asked: unknown[] = [];
  server.use(
    trpcQueries({
      'bible.passage': (input) => {
        asked.push(input);
        const web = input.translation === 'web';
        return {
          reference: 'John 3:16',
          translation: web ? 'web' : 'kjv',
          verses: [{ book: 'John', chapter: 3, verse: 16, text: web ? 'For God so loved the world, that he gave his one and only Son.' : 'For God so loved the world, that he gave his only begotten Son.' }],
        };
      },
    }),
  );
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <div>{<ScriptureText text={text} />}</div> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return { ...renderWithProviders(<RouterProvider router={router} />), asked };
}

describe('ScriptureText', () => {
  it('links each reference to the reader at its verse', async () => {
    renderScripture('Remember John 3:16. Then read Ps 23 today.');
    const john = await screen.findByRole('link', { name: 'John 3:16' }, parserLoad);
    expect(john).toHaveAttribute('href', '/bible-reading?book=John&chapter=3&verse=16');
    expect(screen.getByRole('link', { name: 'Ps 23' })).toHaveAttribute('href', '/bible-reading?book=Psalms&chapter=23');
    expect(john.closest('div')).toHaveTextContent('Remember John 3:16. Then read Ps 23 today.');
  });

  it('shows the verse when a reference is focused from the keyboard, and when hovered', async () => {
    const { user, asked } = renderScripture('Remember John 3:16 today.');
    const john = await screen.findByRole('link', { name: 'John 3:16' }, parserLoad);

    await user.tab();
    expect(john).toHaveFocus();
    expect(await screen.findByText(/For God so loved the world/)).toBeInTheDocument();
    expect(asked).toEqual([{ ref: 'John 3:16', translation: 'kjv' }]);

    await user.tab();
    await waitFor(() => expect(screen.queryByText(/For God so loved the world/)).not.toBeInTheDocument());
    await user.hover(john);
    expect(await screen.findByText(/For God so loved the world/)).toBeInTheDocument();
    // Asked once: the second opening is served from the query cache.
    expect(asked).toHaveLength(1);
  });

  it('links two references joined by words as two links, leaving the words plain', async () => {
    renderScripture('Read John 3:16 and Ps 23 tonight.');
    expect(await screen.findByRole('link', { name: 'John 3:16' }, parserLoad)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ps 23' })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('previews the verse in the translation the member reads in', async () => {
    localStorage.setItem(TRANSLATION_STORAGE_KEY, 'web');
    const { user, asked } = renderScripture('Remember John 3:16 today.');
    await screen.findByRole('link', { name: 'John 3:16' }, parserLoad);
    await user.tab();
    expect(await screen.findByText(/his one and only Son/)).toBeInTheDocument();
    expect(screen.getByText('John 3:16 (WEB)')).toBeInTheDocument();
    expect(asked).toEqual([{ ref: 'John 3:16', translation: 'web' }]);
  });

  it('shows plain text when there is no reference', async () => {
    renderScripture('Grace and peace to you.');
    expect(await screen.findByText('Grace and peace to you.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
