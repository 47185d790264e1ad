// Limits the browser and the server agree on. Plain constants without zod (the entry bundle reads them).

/** The most calls one /trpc request may batch; the browser's batch link splits larger batches. */
export const MAX_BATCH_SIZE = 10;
