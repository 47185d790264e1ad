import type { TranslationId } from '@server/contracts/bible-translations';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render';
import { trpcQueries, TrpcTestError } from '@/test/trpc-msw';
import { TRANSLATION_STORAGE_KEY } from '@/lib/bible-preferences';

const member = { id: 7, username: 'grace', subscriptionTier: 'free' as const, role: 'member' as const };

interface ChapterAsked {
  book: string;
  chapter: number;
  translation?: TranslationId;
}

/** The member signed in, and a chapter of three verses whose text says where it is from, as the server would send it. */
function answerChapters(asked: ChapterAsked[] = []) {
  return trpcQueries({
    'accounts.session': () => member,
    'bible.search': () => ({ query: '', total: 0, results: [], topics: [] }),
    'study.myChapters': () => ({ chapters: [], chaptersCount: 0, totalReadInPlan: 0 }),
    'bible.chapter': (input) => {
      const { book, chapter, translation = 'kjv' } = input as ChapterAsked & { translation?: TranslationId };
      asked.push({ book, chapter, translation });
      return {
        book,
        chapter,
        translation,
        verses: [1, 2, 3].map((verse) => ({ verse, text: `${book} ${chapter}:${verse} in ${translation}.` })),
        previous: null,
        next: null,
      };
    },
  });
}

/** The first chapter waits on the session check and the page's own code (src/test/setup.ts allows for a busy machine). */
const findVerse = (text: string) => screen.findByText(text);

describe('the Bible reader', () => {
  it('opens at Genesis 1 with Previous disabled, and the chapter list follows the book', async () => {
    server.use(answerChapters());
    const { user, router } = renderApp('/bible-reading');

    expect(await findVerse('Genesis 1:1 in kjv.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Next/ })).toBeEnabled();

    await user.click(screen.getByRole('combobox', { name: 'Book' }));
    await user.click(await screen.findByRole('option', { name: 'Ruth' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ book: 'Ruth', chapter: 1 }));
    expect(await findVerse('Ruth 1:1 in kjv.')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Chapter' }));
    const chapters = await screen.findByRole('listbox');
    expect(within(chapters).getAllByRole('option').map((option) => option.textContent)).toEqual(['1', '2', '3', '4']);
  });

  it('disables Next at Revelation 22 and steps back across the URL history', async () => {
    server.use(answerChapters());
    const { user, router } = renderApp('/bible-reading?book=Revelation&chapter=22');

    expect(await findVerse('Revelation 22:1 in kjv.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /Previous/ }));
    expect(await findVerse('Revelation 21:1 in kjv.')).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ book: 'Revelation', chapter: 21 });

    router.history.back();
    expect(await findVerse('Revelation 22:1 in kjv.')).toBeInTheDocument();
  });

  it('turns chapters with the arrow keys, but not while typing in a field', async () => {
    server.use(answerChapters());
    const { user, router } = renderApp('/bible-reading?book=Malachi&chapter=4');
    await findVerse('Malachi 4:1 in kjv.');

    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ book: 'Matthew', chapter: 1 }));

    await user.click(screen.getByRole('textbox', { name: 'Words, a reference or a Strong’s number' }));
    await user.keyboard('{ArrowLeft}');
    expect(router.state.location.search).toMatchObject({ book: 'Matthew', chapter: 1 });
  });

  it('highlights and scrolls to the verse named in the URL', async () => {
    server.use(answerChapters());
    renderApp('/bible-reading?book=John&chapter=3&verse=2');

    const verse = await findVerse('John 3:2 in kjv.');
    expect(verse.closest('mark')).toHaveAttribute('id', 'verse-2');
    expect(screen.getByText('John 3:1 in kjv.').closest('mark')).toBeNull();
    await waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalled());
  });

  it('remembers the translation chosen, and the URL wins over it', async () => {
    const asked: ChapterAsked[] = [];
    server.use(answerChapters(asked));
    const { user, router, unmount } = renderApp('/bible-reading?book=John&chapter=3');
    await findVerse('John 3:1 in kjv.');

    await user.click(screen.getByRole('radio', { name: 'World English Bible' }));
    expect(await findVerse('John 3:1 in web.')).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ translation: 'web' });
    expect(localStorage.getItem(TRANSLATION_STORAGE_KEY)).toBe('web');
    unmount();

    renderApp('/bible-reading?book=John&chapter=4');
    expect(await findVerse('John 4:1 in web.')).toBeInTheDocument();
  });

  it('shows the server’s message for a chapter that does not exist', async () => {
    server.use(
      trpcQueries({
        'accounts.session': () => member,
        'study.myChapters': () => ({ chapters: [], chaptersCount: 0, totalReadInPlan: 0 }),
        'bible.search': () => ({ query: '', total: 0, results: [], topics: [] }),
        'bible.chapter': () => {
          throw new TrpcTestError('NOT_FOUND', 404, 'John has 21 chapters.');
        },
      }),
    );
    renderApp('/bible-reading?book=John&chapter=40');
    expect(await findVerse('John has 21 chapters.')).toBeInTheDocument();
  });
});
