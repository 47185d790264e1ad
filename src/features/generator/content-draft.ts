import { ageGroups, contentLengths, contentRequest, contentTypes, denominationStyles, type ContentRequest } from '@server/contracts/content';
import { oneOf } from '@/lib/search-params';
import { emptyContentForm, type ContentFormValues } from './content-form-values';

// The request survives a payment that leaves the page (Stripe's redirect) and a reload: it is kept in this
// tab's sessionStorage until its content is written.
const DRAFT_KEY = 'content-generator:draft';

export interface ContentDraft {
  values: ContentFormValues;
  /** The request as checked and sent for the preview and the payment. */
  request?: ContentRequest;
  /** The paid intent, once a payment is under way or made. */
  paymentIntentId?: string;
}

export function saveDraft(draft: ContentDraft) {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): the page still works, it just cannot survive a redirect.
  }
}

export function clearDraft() {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // As above.
  }
}

/** The draft kept for this tab, with anything that does not fit the form dropped. */
export function readDraft(): ContentDraft | null {
  let stored: unknown;
  try {
    stored = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!isRecord(stored) || !isRecord(stored.values)) return null;
  const values = readValues(stored.values);
  const request = contentRequest.safeParse(stored.request);
  const paymentIntentId = typeof stored.paymentIntentId === 'string' ? stored.paymentIntentId : undefined;
  return { values, ...(request.success ? { request: request.data } : {}), ...(paymentIntentId ? { paymentIntentId } : {}) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Each field as stored when it holds a value the field takes, else the field's default. */
function readValues(stored: Record<string, unknown>): ContentFormValues {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const flag = (value: unknown) => value === true;
  return {
    type: oneOf(contentTypes, stored.type) ?? emptyContentForm.type,
    topic: text(stored.topic),
    bibleVerse: text(stored.bibleVerse),
    denominationStyle: oneOf(denominationStyles, stored.denominationStyle) ?? emptyContentForm.denominationStyle,
    length: oneOf(contentLengths, stored.length) ?? emptyContentForm.length,
    targetAudience: text(stored.targetAudience),
    includePersonalStory: flag(stored.includePersonalStory),
    keyPoints: Array.isArray(stored.keyPoints) ? stored.keyPoints.filter((point) => typeof point === 'string') : [],
    conclusionMessage: text(stored.conclusionMessage),
    includeDiscussionQuestions: flag(stored.includeDiscussionQuestions),
    includeCraftIdea: flag(stored.includeCraftIdea),
    includeGroupActivities: flag(stored.includeGroupActivities),
    ageGroup: oneOf(ageGroups, stored.ageGroup) ?? emptyContentForm.ageGroup,
  };
}
