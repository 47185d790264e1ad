// The three teaching series. Their ids are the ?category= values of /teachings and the ids of its tabs.
export const teachingCategories = [
  { id: 'holy-spirit', label: 'Holy Spirit Series' },
  { id: 'new-believers', label: 'New Believers' },
  { id: 'bible-studies', label: 'Bible Studies' },
] as const;

export type TeachingCategory = (typeof teachingCategories)[number]['id'];

export const teachingCategoryIds = teachingCategories.map((category) => category.id) as [
  TeachingCategory,
  ...TeachingCategory[],
];

export function teachingCategoryLabel(id: TeachingCategory): string {
  return teachingCategories.find((category) => category.id === id)?.label ?? id;
}
