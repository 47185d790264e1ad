// The four categories of /resources: the ?category= values of the page and the ids of its tabs. Apart from
// the resources themselves (and their pictures), because the route's search reader, which every page loads,
// needs only these.
export const resourceCategoryIds = ['study-guides', 'sermons', 'devotionals', 'recommended-books'] as const;

export type ResourceCategory = (typeof resourceCategoryIds)[number];

export const resourceCategories: readonly { value: ResourceCategory; label: string }[] = [
  { value: 'study-guides', label: 'Study Guides' },
  { value: 'sermons', label: 'Sermons & Teachings' },
  { value: 'devotionals', label: 'Devotionals' },
  { value: 'recommended-books', label: 'Recommended Books' },
];
