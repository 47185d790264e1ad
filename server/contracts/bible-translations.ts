// The Bible translations the store holds. Plain constants without zod, so the browser's route table can
// read them cheaply; bible.ts holds the API's schemas.

export const translationIds = ['kjv', 'web'] as const;
export type TranslationId = (typeof translationIds)[number];

export const TRANSLATIONS: Record<TranslationId, { id: TranslationId; name: string; abbreviation: string }> = {
  kjv: { id: 'kjv', name: 'King James Version', abbreviation: 'KJV' },
  web: { id: 'web', name: 'World English Bible', abbreviation: 'WEB' },
};

export const DEFAULT_TRANSLATION: TranslationId = 'kjv';

export const testaments = ['old', 'new'] as const;
export type Testament = (typeof testaments)[number];
