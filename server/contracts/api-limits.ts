// Limits the browser and the server agree on. Plain constants without zod (the entry bundle reads them).

/** The most calls one /trpc request may batch; the browser's batch link splits larger batches. */
export const MAX_BATCH_SIZE = 10;

/**
 * Calls to the AI provider one member may make in 24 hours: Bible chat answers (a question stopped before its
 * first word too), content previews and written texts, Premium included. Premium's messages are unlimited,
 * its spend is not: no pastor asks 200 questions a day, and a script that does stops here.
 */
export const AI_DAILY_CALLS = 200;
export const AI_DAILY_LIMIT_MESSAGE = `You've reached the limit of ${AI_DAILY_CALLS} AI requests a day (Bible chat questions, content previews and written content). It starts again within 24 hours.`;
