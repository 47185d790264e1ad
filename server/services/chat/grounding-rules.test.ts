// The rules the grounding ranks by, one question each: a passage known by name first, a book or section the
// question names as a constraint, modern words the KJV says otherwise, and passages that teach over mentions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db';
import { createTestDatabase } from '../../test/database';
import { retrieveGrounding } from './grounding';
import { namedPassagesIn } from './named-in-question';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ bible: true });
});
afterAll(() => database.close());

const referencesFor = async (question: string, translation: 'kjv' | 'web' = 'kjv') =>
  (await retrieveGrounding(database.db, question, translation)).passages.map((passage) => passage.reference);

describe('a passage known by name', () => {
  it('is found by name or alias, case aside, with or without "the", in either spelling', () => {
    expect(namedPassagesIn('Explain THE ARMOR OF GOD').names).toEqual(['the armour of God']);
    expect(namedPassagesIn('what is armour of god for?').names).toEqual(['the armour of God']);
    expect(namedPassagesIn('Pray the Our Father with me').names).toEqual(["the Lord's Prayer"]);
    expect(namedPassagesIn('What does grace mean?').names).toEqual([]);
  });

  it('ranks first, its parallels after it', async () => {
    const beatitudes = await referencesFor('What did Jesus teach in the Beatitudes?');
    expect(beatitudes[0]).toBe('Matthew 5:3-12');
    expect(beatitudes).toContain('Luke 6:20-23');
    expect((await referencesFor('Explain the whole armour of God'))[0]).toBe('Ephesians 6:10-18');
    expect((await referencesFor('Tell me the story of the prodigal son', 'web'))[0]).toBe('Luke 15:11-30');
  });
});
