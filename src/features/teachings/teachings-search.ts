import { teachingCategoryIds, type TeachingCategory } from '@/content/teaching-categories';
import { oneOf, type RawSearch } from '@/lib/search-params';

export interface TeachingsSearch {
  category?: TeachingCategory;
}

/** /teachings?category=holy-spirit: an unknown category is dropped rather than failing the page. */
export function teachingsSearch(search: RawSearch<TeachingsSearch>): TeachingsSearch {
  return { category: oneOf(teachingCategoryIds, search.category) };
}
