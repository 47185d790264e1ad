// Grounding for the generator: the Scripture a sermon or lesson is about, found in the Bible store before
// anything is written. The verse the member names comes first; then what Nave's Topical Bible lists under the
// topic (or, when no topic matches, verses that use its words), topped up with a full-text search of the topic.
// The offline writer drafts from these passages alone; a model is given them to quote from.
import type { Db } from '../../../db';
import type { ContentRequest } from '../../contracts/content';
import { searchBible } from '../bible/bible';
import type { GroundingPassage } from '../chat/ai-provider';
import { retrieveGrounding } from '../chat/grounding';
import type { ContentGrounding } from './content-writer';

/** Enough passages for the longest outline and its questions; a prompt that stays short. */
const PASSAGES_WANTED = 8;

export async function contentGrounding(db: Db, request: Pick<ContentRequest, 'topic' | 'bibleVerse'>): Promise<ContentGrounding> {
  const [named, about] = await Promise.all([
    request.bibleVerse ? retrieveGrounding(db, request.bibleVerse) : null,
    retrieveGrounding(db, request.topic),
  ]);
  const verse = named?.kind === 'reference' ? named.passages : [];
  const passages: GroundingPassage[] = [];
  const seen = new Set(verse.map((passage) => passage.reference));
  const add = (found: GroundingPassage[]) => {
    for (const passage of found) {
      if (passages.length >= PASSAGES_WANTED || seen.has(passage.reference)) continue;
      seen.add(passage.reference);
      passages.push(passage);
    }
  };
  add(about.passages);
  if (about.kind === 'topic' && passages.length < PASSAGES_WANTED) {
    const { results } = await searchBible(db, { q: request.topic, translation: 'kjv', limit: PASSAGES_WANTED });
    add(results.map(({ reference, text }) => ({ reference, text })));
  }
  return { translation: 'kjv', verse, topics: about.kind === 'topic' ? about.topics : [], passages };
}
