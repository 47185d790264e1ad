import { resourceCategoryIds, type ResourceCategory } from '@/content/resource-categories';
import { oneOf, type RawSearch } from '@/lib/search-params';

export interface ResourcesSearch {
  category?: ResourceCategory;
}

/** /resources?category=devotionals: the open tab; an unknown category falls back to All Resources. */
export function resourcesSearch(search: RawSearch<ResourcesSearch>): ResourcesSearch {
  return { category: oneOf(resourceCategoryIds, search.category) };
}
