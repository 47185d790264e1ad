import { z } from 'zod';
import { teachingCategoryIds } from '@/content/teaching-categories';

/** /teachings?category=holy-spirit: an unknown category is dropped rather than failing the page. */
export const teachingsSearch = z.object({
  category: z.enum(teachingCategoryIds).optional().catch(undefined),
});

export type TeachingsSearch = z.infer<typeof teachingsSearch>;
