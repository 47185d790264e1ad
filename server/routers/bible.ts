import { booksOutput, chapterInput, chapterOutput, passageInput, passageOutput, searchInput, searchOutput } from '../contracts/bible';
import { chapterStrongsInput, chapterStrongsOutput, commentaryInput, commentaryOutput, strongsEntryOutput, strongsNumberInput } from '../contracts/bible-study-tools';
import { listBooks, readChapter, readPassage, searchBible } from '../services/bible/bible';
import { readChapterCommentary, readChapterStrongs, readStrongsEntry } from '../services/bible/study-tools';
import { publicProcedure, rateLimited, router } from '../trpc';

/** The Bible text and the reader's study tools: public, read-only. */
export const bibleRouter = router({
  books: publicProcedure.output(booksOutput).query(() => listBooks()),
  chapter: publicProcedure.input(chapterInput).output(chapterOutput).query(({ ctx, input }) => readChapter(ctx.db, input)),
  passage: publicProcedure.input(passageInput).output(passageOutput).query(({ ctx, input }) => readPassage(ctx.db, input)),
  search: publicProcedure.use(rateLimited('bibleSearch')).input(searchInput).output(searchOutput).query(({ ctx, input }) => searchBible(ctx.db, input)),
  chapterStrongs: publicProcedure.input(chapterStrongsInput).output(chapterStrongsOutput).query(({ ctx, input }) => readChapterStrongs(ctx.db, input)),
  strongsEntry: publicProcedure.input(strongsNumberInput).output(strongsEntryOutput).query(({ ctx, input }) => readStrongsEntry(ctx.db, input.number)),
  commentary: publicProcedure.input(commentaryInput).output(commentaryOutput).query(({ ctx, input }) => readChapterCommentary(ctx.db, input)),
});
