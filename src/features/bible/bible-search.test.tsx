import type { SearchView } from '@server/contracts/bible';
import type { TranslationId } from '@server/contracts/bible-translations';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render';
import { trpcQueries } from '@/test/trpc-msw';

const member = { id: 7, username: 'grace', subscriptionTier: 'free' as const, role: 'member' as const };

function answerBible(search: (input: { q: string; translation: string }) => SearchView) {
  return trpcQueries({
    'accounts.session': () => member,
    'bible.chapter': (input) => {
      const { book, chapter, translation } = input as { book: string; chapter: number; translation: TranslationId };
      return {
        book,
        chapter,
        translation,
        verses: Array.from({ length: 35 }, (_, index) => ({ verse: index + 1, text: `${book} ${chapter}:${index + 1} text.` })),
        previous: null,
        next: null,
      };
    },
    'study.myChapters': () => ({ chapters: [], chaptersCount: 0, totalReadInPlan: 0 }),
    'bible.search': (input) => search(input as { q: string; translation: string }),
  });
}

describe('searching the Bible from the reader', () => {
  it('marks the matched words, lists the topics, and opens a result at its verse', async () => {
    server.use(
      answerBible(({ q }) => ({
        query: q,
        total: 1,
        results: [
          {
            reference: 'John 13:34',
            book: 'John',
            chapter: 13,
            verse: 34,
            text: 'A new commandment I give unto you, That ye love one another',
            highlighted: 'A new commandment I give unto you, That ye <mark>love</mark> <mark>one</mark> <mark>another</mark>',
          },
        ],
        topics: [{ name: 'Love', references: ['1 John 4:7-8', 'Romans 13:8'] }],
      })),
    );
    const { user, router } = renderApp('/bible-reading?translation=web');
    await screen.findByText('Genesis 1:1 text.');

    await user.pasteInto(screen.getByRole('textbox', { name: 'Words, a reference or a Strong’s number' }), 'love one another');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const verses = await screen.findByRole('list', { name: 'Verses found' });
    const marks = within(verses).getAllByText(/^(love|one|another)$/);
    expect(marks.map((mark) => mark.tagName)).toEqual(['MARK', 'MARK', 'MARK']);
    expect(screen.getByText('Love')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1 John 4:7-8' })).toHaveAttribute('href', expect.stringContaining('verse=7'));

    await user.click(within(verses).getByRole('link', { name: 'John 13:34' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ book: 'John', chapter: 13, verse: 34, translation: 'web' }));
    const verse = await screen.findByText('John 13:34 text.');
    expect(verse.closest('mark')).toHaveAttribute('id', 'verse-34');
  });

  it('says so kindly when nothing is found, and asks for words before searching', async () => {
    server.use(answerBible(({ q }) => ({ query: q, total: 0, results: [], topics: [] })));
    const { user } = renderApp('/bible-reading');
    await screen.findByText('Genesis 1:1 text.');

    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please enter words to search for')).toBeInTheDocument();

    await user.pasteInto(screen.getByRole('textbox', { name: 'Words, a reference or a Strong’s number' }), 'zzyzx');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(/No verses found for “zzyzx”/)).toBeInTheDocument();
  });

  it('asks for fewer words beside the field, keeping them, rather than sending a search the server refuses', async () => {
    const asked: string[] = [];
    server.use(answerBible(({ q }) => (asked.push(q), { query: q, total: 0, results: [], topics: [] })));
    const { user } = renderApp('/bible-reading');
    await screen.findByText('Genesis 1:1 text.');
    const field = screen.getByRole('textbox', { name: 'Words, a reference or a Strong’s number' });
    await user.pasteInto(field, 'faith hope love grace mercy peace joy light truth');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please search for at most 8 words')).toBeInTheDocument();
    expect(field).toHaveValue('faith hope love grace mercy peace joy light truth');
    expect(asked).toEqual([]);
  });

  it("offers a Strong's number's related words, and searches the number with them", async () => {
    const asked: string[] = [];
    const agape = { number: 'G26', language: 'greek' as const, lemma: 'ἀγάπη', transliteration: 'agápē', pronunciation: "ag-ah'-pay", definition: 'from G25; love, i.e. affection or benevolence' };
    const verse = (reference: string, chapter: number, number: number, highlighted: string) => ({ reference, book: 'John', chapter, verse: number, text: highlighted.replace(/<\/?mark>/g, ''), highlighted });
    server.use(
      answerBible(({ q }) => {
        asked.push(q);
        return q === 'G26'
          ? { query: q, total: 1, results: [verse('John 15:13', 15, 13, 'Greater <mark>love</mark> hath no man than this')], topics: [], strongs: agape, strongsRelated: [{ number: 'G25', lemma: 'ἀγαπάω', transliteration: 'agapáō' }] }
          : { query: q, total: 2, results: [verse('John 3:16', 3, 16, 'For God so <mark>loved</mark> the world'), verse('John 15:13', 15, 13, 'Greater <mark>love</mark> hath no man than this')], topics: [], strongs: agape };
      }),
    );
    const { user } = renderApp('/bible-reading');
    await screen.findByText('Genesis 1:1 text.');
    const field = screen.getByRole('textbox', { name: 'Words, a reference or a Strong’s number' });
    await user.pasteInto(field, 'G26');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const related = await screen.findByRole('group', { name: 'Related words in Strong’s dictionary' });
    expect(within(related).getByRole('button', { name: 'Search Strong’s G25, agapáō' })).toHaveTextContent('G25 ἀγαπάω (agapáō)');
    await user.click(screen.getByRole('button', { name: 'Search G26 with its related words' }));

    await screen.findByText('2 verses of the King James Version with a word for Strong’s G26 or G25');
    expect(asked).toEqual(['G26', 'G26 G25']);
    expect(field).toHaveValue('G26 G25');
    const verses = screen.getByRole('list', { name: 'Verses found' });
    expect(within(verses).getByRole('link', { name: 'John 3:16' })).toBeInTheDocument();
    expect(within(verses).getByText('loved').tagName).toBe('MARK');
  });
});
