import { describe, expect, it } from 'vitest';
import { comparableWords } from '../chat/named-in-question';
import { EVERYDAY_WORDS } from './everyday-words';
import { TOPIC_PASSAGES } from './topic-passages';

describe('the everyday words for the key subjects', () => {
  it('stand for subjects that have key passages', () => {
    const subjects = new Set(TOPIC_PASSAGES.map((topic) => topic.topic));
    const unknown = EVERYDAY_WORDS.flatMap(({ topics }) => topics.filter((topic) => !subjects.has(topic)));
    expect(unknown).toEqual([]);
  });

  it('are not already the name of another subject, so that a phrase means what it says here', () => {
    const owners = new Map(TOPIC_PASSAGES.flatMap(({ topic, names }) => names.map((name) => [comparableWords(name), topic] as const)));
    const taken = EVERYDAY_WORDS.flatMap(({ phrases, topics }) =>
      phrases.filter((phrase) => {
        const owner = owners.get(comparableWords(phrase));
        return owner !== undefined && !topics.includes(owner);
      }),
    );
    expect(taken).toEqual([]);
  });
});
