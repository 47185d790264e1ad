import { booksOutput, chapterInput, chapterOutput, passageInput, passageOutput, searchInput, searchOutput } from '../contracts/bible';
import { listBooks, readChapter, readPassage, searchBible } from '../services/bible/bible';
import { publicProcedure, rateLimited, router } from '../trpc';

/** The Bible text: public, read-only. */
export const bibleRouter = router({
  books: publicProcedure.output(booksOutput).query(() => listBooks()),
  chapter: publicProcedure.input(chapterInput).output(chapterOutput).query(({ ctx, input }) => readChapter(ctx.db, input)),
  passage: publicProcedure.input(passageInput).output(passageOutput).query(({ ctx, input }) => readPassage(ctx.db, input)),
  search: publicProcedure.use(rateLimited('bibleSearch')).input(searchInput).output(searchOutput).query(({ ctx, input }) => searchBible(ctx.db, input)),
});
