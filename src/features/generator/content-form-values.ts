import {
  DEFAULT_AGE_GROUP,
  DEFAULT_CONTENT_LENGTH,
  DEFAULT_DENOMINATION_STYLE,
  type AgeGroup,
  type ContentLength,
  type ContentRequest,
  type ContentType,
  type DenominationStyle,
} from '@server/contracts/content';

/** The request form's fields as typed (the contract's input, with every optional text an empty string). */
// A type, not an interface: the schema form takes a record of fields.
export type ContentFormValues = {
  type: ContentType;
  topic: string;
  bibleVerse: string;
  denominationStyle: DenominationStyle;
  length: ContentLength;
  targetAudience: string;
  includePersonalStory: boolean;
  keyPoints: string[];
  conclusionMessage: string;
  includeDiscussionQuestions: boolean;
  includeCraftIdea: boolean;
  includeGroupActivities: boolean;
  ageGroup: AgeGroup;
};

/** A new request: a sermon of medium length, every option off (members.md section 5). */
export const emptyContentForm: ContentFormValues = {
  type: 'sermon',
  topic: '',
  bibleVerse: '',
  denominationStyle: DEFAULT_DENOMINATION_STYLE,
  length: DEFAULT_CONTENT_LENGTH,
  targetAudience: '',
  includePersonalStory: false,
  keyPoints: [],
  conclusionMessage: '',
  includeDiscussionQuestions: false,
  includeCraftIdea: false,
  includeGroupActivities: false,
  ageGroup: DEFAULT_AGE_GROUP,
};

/**
 * The request as sent: a sermon does not carry the Sunday-school options (they stay in the form, so
 * switching back to Sunday School finds them as they were).
 */
export function requestForType(request: ContentRequest): ContentRequest {
  if (request.type === 'sunday_school') return request;
  return { ...request, includeCraftIdea: false, includeGroupActivities: false, ageGroup: DEFAULT_AGE_GROUP };
}
