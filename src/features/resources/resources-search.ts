import { z } from 'zod';
import { resourceCategoryIds } from '@/content/resources';

/** /resources?category=devotionals: the open tab; an unknown category falls back to All Resources. */
export const resourcesSearch = z.object({
  category: z.enum(resourceCategoryIds).optional().catch(undefined),
});

export type ResourcesSearch = z.infer<typeof resourcesSearch>;
