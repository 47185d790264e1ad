// The offline content writer: a real draft of a sermon or a Sunday-school lesson with no language model, built
// from the Scripture the grounding found in the Bible store and from every option of the request (length ->
// number of points, key points -> outline points, age group wording, personal-story prompt, conclusion,
// questions, activities, craft). It is what the generator offers when no AI key is configured; nothing in it is
// canned: two topics give two drafts, and every verse it quotes comes from the store with its reference.
import {
  AGE_GROUPS,
  CONTENT_LENGTHS,
  CONTENT_TYPES,
  contentMessages,
  DENOMINATION_STYLES,
  excerpt,
  PREVIEW_LIMITS,
  type ContentLength,
  type ContentRequest,
  type GeneratedContent,
  type PreviewDraft,
} from '../../contracts/content';
import { TRANSLATIONS } from '../../contracts/bible-translations';
import type { GroundingPassage } from '../../services/chat/ai-provider';
import type { ContentGrounding, ContentWriter, WritingRequest } from '../../services/content/content-writer';

/** Main points of the message by length. */
const POINTS: Record<ContentLength, number> = { short: 2, medium: 3, long: 4 };
/** Discussion questions by length. */
const QUESTIONS: Record<ContentLength, number> = { short: 3, medium: 4, long: 5 };

export class OfflineContentWriter implements ContentWriter {
  readonly kind = 'offline' as const;
  readonly label = contentMessages.offlineLabel;

  async preview({ request, grounding }: WritingRequest): Promise<PreviewDraft> {
    const draft = offlineDraft(request, grounding);
    return {
      title: draft.title,
      outline: draft.outline,
      previewContent: excerpt(draft.content, PREVIEW_LIMITS.contentCharacters),
      // The preview shows a few questions whether or not the full text will carry them.
      previewDiscussionQuestions: questionsFor(request, grounding, pointsOf(request, grounding)).slice(0, 3),
    };
  }

  async write({ request, grounding }: WritingRequest): Promise<GeneratedContent> {
    return offlineDraft(request, grounding);
  }
}

interface Point {
  heading: string;
  passage: GroundingPassage | undefined;
  /** A key point the member gave, rather than one drawn from a passage. */
  given: boolean;
}

/** The whole draft, from the request and the passages. */
export function offlineDraft(request: ContentRequest, grounding: ContentGrounding): GeneratedContent {
  const topic = titleCase(request.topic);
  const lesson = request.type === 'sunday_school';
  const points = pointsOf(request, grounding);
  const anchor = grounding.verse[0] ?? grounding.passages[0];
  const title = anchor ? `${topic}: ${lesson ? 'A Lesson from' : 'Hope from'} ${anchor.reference}` : topic;
  const questions = request.includeDiscussionQuestions ? questionsFor(request, grounding, points) : [];
  const activities = request.includeGroupActivities ? activitiesFor(request, grounding) : [];
  const craftIdea = request.includeCraftIdea ? craftFor(request, grounding) : '';
  const translation = TRANSLATIONS[grounding.translation].abbreviation;

  const outline = [
    lesson ? 'Welcome and opening prayer' : 'Introduction',
    ...(grounding.verse.length > 0 ? [`Reading: ${grounding.verse.map((passage) => passage.reference).join('; ')}`] : []),
    // The outline is shown as a numbered list: its entries carry no numbers of their own.
    ...points.map((point) => (point.passage && !point.heading.includes(point.passage.reference) ? `${point.heading} (${point.passage.reference})` : point.heading)),
    ...(request.includePersonalStory ? ['A personal story'] : []),
    ...(activities.length > 0 ? ['Group activities'] : []),
    ...(craftIdea ? ['Craft'] : []),
    ...(questions.length > 0 ? ['Discussion'] : []),
    lesson ? 'Closing prayer' : 'Conclusion and prayer',
  ];

  const audience = audienceOf(request);
  const sections: string[] = [
    `# ${title}`,
    `*${CONTENT_TYPES[request.type].productName} for ${audience} · ${CONTENT_LENGTHS[request.length].duration} · ${DENOMINATION_STYLES[request.denominationStyle]} style*`,
  ];
  if (grounding.verse.length > 0) {
    sections.push('## Scripture reading', ...grounding.verse.map((passage) => quoted(passage, translation)));
  }
  sections.push(
    lesson ? '## Welcome and opening prayer' : '## Introduction',
    introduction(request, grounding, audience),
  );
  if (grounding.passages.length === 0 && grounding.verse.length === 0) {
    sections.push(`*No passage in the Bible store matched "${request.topic}". Add the Scripture you will teach from here.*`);
  }
  for (const [index, point] of points.entries()) {
    sections.push(`## ${index + 1}. ${point.heading}`);
    if (point.passage) sections.push(quoted(point.passage, translation));
    sections.push(reflection(request, point));
  }
  if (request.includePersonalStory) {
    sections.push(
      '## A personal story',
      `> **Your story here:** tell of a time when ${inSentence(request.topic)} became real in your own life: what happened, what you learned, and how ${anchor ? anchor.reference : 'Scripture'} spoke to you. Keep it to two or three minutes.`,
    );
  }
  if (activities.length > 0) sections.push('## Group activities', ...activities.map((activity) => `- ${activity}`));
  if (craftIdea) sections.push('## Craft idea', craftIdea);
  if (questions.length > 0) sections.push('## Discussion questions', ...questions.map((question, index) => `${index + 1}. ${question}`));
  sections.push(lesson ? '## Closing prayer' : '## Conclusion and prayer', conclusion(request, anchor));

  return {
    title,
    estimatedDuration: CONTENT_LENGTHS[request.length].duration,
    bibleVerses: [...grounding.verse, ...grounding.passages].map((passage) => passage.reference),
    outline,
    content: sections.join('\n\n'),
    discussionQuestions: questions,
    groupActivities: activities,
    craftIdea,
  };
}

/** The member's key points first, then points drawn from the passages, as many as the length asks for (or more key points). */
function pointsOf(request: ContentRequest, grounding: ContentGrounding): Point[] {
  const wanted = Math.max(POINTS[request.length], request.keyPoints.length);
  const passages = [...grounding.passages, ...grounding.verse];
  const points: Point[] = request.keyPoints.map((keyPoint, index) => ({ heading: keyPoint, passage: passages[index], given: true }));
  for (let index = points.length; index < wanted && index < passages.length; index++) {
    const passage = passages[index];
    if (passage) points.push({ heading: pointHeading(request.topic, passage, index), passage, given: false });
  }
  return points;
}

const HEADINGS = [
  (topic: string, reference: string) => `What ${reference} shows us about ${topic}`,
  (topic: string, reference: string) => `${titleCase(topic)} lived out: ${reference}`,
  (topic: string, reference: string) => `God's promise in ${reference} for those who seek ${topic}`,
  (topic: string, reference: string) => `Answering the call of ${reference}: ${topic} this week`,
];

function pointHeading(topic: string, passage: GroundingPassage, index: number): string {
  const heading = HEADINGS[index % HEADINGS.length] ?? HEADINGS[0];
  return heading ? heading(inSentence(topic), passage.reference) : passage.reference;
}

function audienceOf(request: ContentRequest): string {
  if (request.targetAudience) return request.targetAudience;
  const group = AGE_GROUPS[request.ageGroup];
  return request.ageGroup === 'all_ages' ? 'all ages' : `${group.label.toLowerCase()} (ages ${group.ages})`;
}

/** How the text speaks to its listeners, by age group. */
function spoken(request: ContentRequest): { listeners: string; ask: string } {
  switch (request.ageGroup) {
    case 'children':
      return { listeners: 'boys and girls', ask: 'Let us think about it together, in simple words:' };
    case 'youth':
      return { listeners: 'young people', ask: 'Think about your school, your friends and your phone:' };
    case 'adults':
      return { listeners: 'friends', ask: 'Consider your home, your work and your church:' };
    case 'all_ages':
      return { listeners: 'church family', ask: 'Young and old alike, consider:' };
  }
}

function introduction(request: ContentRequest, grounding: ContentGrounding, audience: string): string {
  const { listeners } = spoken(request);
  const topics = grounding.topics.length > 0 ? ` Nave's Topical Bible gathers these passages under ${grounding.topics.join(' and ')}.` : '';
  const verse = grounding.verse[0] ? ` Our text is ${grounding.verse[0].reference}.` : '';
  return `Welcome, ${listeners}. Today we look at ${inSentence(request.topic)} as Scripture teaches it, for ${audience}.${verse}${topics}`;
}

function reflection(request: ContentRequest, point: Point): string {
  const { ask } = spoken(request);
  const source = point.passage ? `${point.passage.reference} says it plainly.` : 'Scripture speaks to this.';
  const given = point.given ? ` This is the point you asked to make: "${point.heading}".` : '';
  return `${source}${given} ${ask} where does ${inSentence(request.topic)} need to grow in us, and what would change if we took these words at their word?`;
}

function conclusion(request: ContentRequest, anchor: GroundingPassage | undefined): string {
  if (request.conclusionMessage) return request.conclusionMessage;
  const text = anchor ? ` Carry ${anchor.reference} with you this week.` : '';
  return `God has spoken to us about ${inSentence(request.topic)}.${text} Let us pray that what we have heard becomes what we live.`;
}

function questionsFor(request: ContentRequest, grounding: ContentGrounding, points: Point[]): string[] {
  const topic = inSentence(request.topic);
  const children = request.ageGroup === 'children';
  const questions = [
    ...points.map((point) =>
      point.passage
        ? children
          ? `What does ${point.passage.reference} tell us about ${topic}?`
          : `What does ${point.passage.reference} teach about ${topic}, and why does it matter today?`
        : `How would you explain "${point.heading}" to a friend?`,
    ),
    children ? `Can you think of one way to show ${topic} at home this week?` : `Where is God inviting you to practise ${topic} this week?`,
    ...(grounding.verse[0] ? [`Which words of ${grounding.verse[0].reference} stand out to you, and why?`] : []),
  ];
  return [...new Set(questions)].slice(0, QUESTIONS[request.length]);
}

function activitiesFor(request: ContentRequest, grounding: ContentGrounding): string[] {
  const topic = inSentence(request.topic);
  const memory = grounding.verse[0] ?? grounding.passages[0];
  const activities = [
    memory ? `Memory verse: learn ${memory.reference} together, one phrase at a time, then say it as a group.` : `Write a one-sentence prayer about ${topic} and read them aloud.`,
    request.ageGroup === 'children'
      ? `Act it out: in small groups, show a short scene where someone chooses ${topic}.`
      : `In pairs, share a situation where ${topic} was hard, and pray for each other.`,
  ];
  const second = grounding.passages[1];
  if (second) activities.push(`Read ${second.reference} aloud and list on a board what it says about ${topic}.`);
  return activities;
}

function craftFor(request: ContentRequest, grounding: ContentGrounding): string {
  const verse = grounding.verse[0] ?? grounding.passages[0];
  const words = verse ? `the words of ${verse.reference}` : `the word "${request.topic}"`;
  return `A ${inSentence(request.topic)} bookmark: cut card into strips, write ${words} on each, decorate with drawings of what ${inSentence(request.topic)} looks like at home, and punch a hole for a ribbon. Each one takes theirs home as a reminder.`;
}

/** A passage as a blockquote signed with its reference, in the form the reference finder reads. */
function quoted(passage: GroundingPassage, translation: string): string {
  return `> ${passage.text.replace(/\s+/g, ' ').trim()}\n>\n> — **${passage.reference}** (${translation})`;
}

// Small words stay lower case inside a title ("The Grace of God"), as style guides have it.
const MINOR_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'but', 'by', 'for', 'from', 'in', 'into', 'of', 'on', 'or', 'the', 'to', 'with']);

function titleCase(text: string): string {
  let first = true;
  return text.replace(/\p{L}[\p{L}']*/gu, (word) => {
    const minor = !first && MINOR_WORDS.has(word.toLowerCase());
    first = false;
    return minor ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1);
  });
}

// Words that open a topic without being a name: lower-cased inside a sentence ("we look at the grace of God").
const SENTENCE_OPENERS = new Set(['a', 'an', 'the', 'our', 'your', 'my', 'their', 'his', 'her', 'its']);

/** The topic as typed, inside a sentence: names keep their capitals ("God", "David"), an opening article does not. */
function inSentence(topic: string): string {
  const firstWord = /^\p{L}+/u.exec(topic)?.[0] ?? '';
  if (SENTENCE_OPENERS.has(firstWord.toLowerCase())) return topic.charAt(0).toLowerCase() + topic.slice(1);
  // One common word typed with a capital ("Forgiveness") reads as a word, not a name.
  if (/^\p{Lu}\p{Ll}+$/u.test(topic) && !/^(God|Jesus|Christ|Lord)$/u.test(topic)) return topic.toLowerCase();
  return topic;
}
