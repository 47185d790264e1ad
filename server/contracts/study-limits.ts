// Study limits the browser needs without loading the zod contracts (study.ts re-exports them).

/** The most characters a chapter's reading notes may hold. */
export const NOTES_MAX = 5000;
/** A plan at this progress or more shows "Almost there!" (members.md section 9). */
export const ALMOST_THERE_PROGRESS = 80;
