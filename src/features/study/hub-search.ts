import { oneOf, type RawSearch } from '@/lib/search-params';

/** The hub's tabs; Dashboard is the default and leaves the URL bare (/bible-study). */
export const hubTabs = ['dashboard', 'plans', 'quizzes'] as const;
export type HubTab = (typeof hubTabs)[number];

export interface StudyHubSearch {
  tab?: Exclude<HubTab, 'dashboard'>;
}

const linkedTabs = ['plans', 'quizzes'] as const satisfies readonly HubTab[];

/** /bible-study?tab=plans: the open tab, so Back, reloads and shared links keep it; anything else is the Dashboard. */
export function studyHubSearch(search: RawSearch<StudyHubSearch>): StudyHubSearch {
  return { tab: oneOf(linkedTabs, search.tab) };
}
