// The offline assistant: answers with no language model, from the Scripture the grounding found in the Bible
// store. It is what the chat offers when no AI key is configured, so every answer quotes real passages, or
// says honestly that none was found; nothing is canned.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { TRANSLATIONS } from '../../contracts/bible-translations';
import { OFFLINE_ASSISTANT_LABEL, type AiProvider, type AnswerRequest, type Grounding, type GroundingCommentary, type GroundingPassage } from '../../services/chat/ai-provider';

/** Words per piece of the answer: the chat screen shows it being written, as it does a model's. */
const WORDS_PER_PIECE = 4;

export class OfflineAiProvider implements AiProvider {
  readonly kind = 'offline' as const;
  readonly label = OFFLINE_ASSISTANT_LABEL;

  async *answer(request: AnswerRequest): AsyncIterable<string> {
    for (const piece of piecesOf(offlineAnswer(request.grounding))) {
      if (request.signal?.aborted) return;
      yield piece;
      // A turn of the event loop between pieces, so that a Stop pressed meanwhile is seen before the next.
      await nextTurn();
    }
  }
}

/** The answer in Markdown, from the grounding alone. */
function offlineAnswer(grounding: Grounding): string {
  const answer = scriptureAnswer(grounding);
  return grounding.passages.length > 0 && grounding.commentary?.length ? `${answer}\n\n${commentaryAnswer(grounding.commentary)}` : answer;
}

/**
 * Premium's commentary after the Scripture, under a heading that says what it is: each note named by its author
 * and passage, in plain paragraphs, never a quotation signed with a reference as the verses are.
 */
function commentaryAnswer(commentary: readonly GroundingCommentary[]): string {
  const [first] = commentary;
  return [
    `**Commentary, not Scripture**: from ${escaped(first?.source ?? 'a commentary')}.`,
    ...commentary.map((note) => `*${escaped(note.label)}:* ${escaped(note.text.replace(/\s+/g, ' ').trim())}`),
  ].join('\n\n');
}

function scriptureAnswer(grounding: Grounding): string {
  const quotes = grounding.passages.map((passage) => quoted(passage, TRANSLATIONS[grounding.translation].abbreviation));
  switch (grounding.kind) {
    case 'reference':
      return quotes.join('\n\n');
    case 'topic':
      // Each passage says where it came from (a subject's key passages, Nave's Topical Bible, the question's words).
      return [`Passages on ${listed(grounding.topics.map((topic) => `**${escaped(topic)}**`))}:`, ...quotes].join('\n\n');
    case 'search':
      return ['These verses use the words of your question:', ...quotes].join('\n\n');
    case 'none':
      return (
        'I could not find a passage of Scripture for that question. ' +
        'Try naming a book and chapter (for example, John 3) or a subject (for example, forgiveness).'
      );
  }
}

/**
 * A passage as a blockquote, signed with its reference in the form the reference finder reads ("John 3:16"), after
 * the one line that says why it was chosen, when the grounding says.
 */
function quoted(passage: GroundingPassage, translation: string): string {
  const quote = `> ${escaped(passage.text.replace(/\s+/g, ' ').trim())}\n>\n> — **${passage.reference}** (${translation})`;
  return passage.why ? `*${escaped(passage.why)}*\n\n${quote}` : quote;
}

/** "**A**", "**A** and **B**", "**A**, **B** and **C**". */
function listed(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

// Scripture is quoted as text: a character Markdown would read as emphasis, a link or HTML is shown as itself.
function escaped(text: string): string {
  return text.replace(/[\\`*_[\]<>]/g, (character) => `\\${character}`);
}

/** The answer cut into runs of a few words, each with the spaces and line breaks that follow it. */
function piecesOf(markdown: string): string[] {
  return markdown.match(new RegExp(`\\s*(?:\\S+\\s*){1,${WORDS_PER_PIECE}}`, 'g')) ?? [];
}
