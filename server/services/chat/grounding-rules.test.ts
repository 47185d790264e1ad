// The rules the grounding ranks by, one question each: a passage known by name first, a book or section the
// question names as a constraint, modern words the KJV says otherwise, and passages that teach over mentions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db';
import { createTestDatabase } from '../../test/database';
import { topicsMatching } from '../bible/bible';
import { kjvWordsFor } from '../bible/modern-words';
import { retrieveGrounding, translationAskedIn } from './grounding';
import { booksAskedIn, keySubjectsIn, namedPassagesIn } from './named-in-question';

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

  it('known as "the" and a word that is also an everyday word is named only as such, not by the verb or the season', () => {
    const names = (question: string) => keySubjectsIn(question).map((subject) => subject.name);
    expect(names('What was the Fall?')).toEqual(['the Fall']);
    expect(names('I fall asleep when I pray')).toEqual(['prayer']);
    expect(names("I'm starting college in the fall")).not.toContain('the Fall');
    expect(names('Our basement flooded')).not.toContain("Noah's Ark");
    expect(names('Tell me about the Flood')).toEqual(["Noah's Ark"]);
    expect(names('How did Israel cross the Jordan?')).not.toContain('the Crucifixion');
    expect(names('What happened at the cross?')).toContain('the Crucifixion');
    expect(names('What did Jesus teach in the Beatitudes?')).toContain('the Beatitudes');
    // Nor is a court of law courtship.
    expect(names('I have to testify in court next week')).not.toContain('dating');
  });

  it('ranks first, its parallels after it', async () => {
    const beatitudes = await referencesFor('What did Jesus teach in the Beatitudes?');
    expect(beatitudes[0]).toBe('Matthew 5:3-12');
    expect(beatitudes).toContain('Luke 6:20-23');
    expect((await referencesFor('Explain the whole armour of God'))[0]).toBe('Ephesians 6:10-18');
    expect((await referencesFor('Tell me the story of the prodigal son', 'web'))[0]).toBe('Luke 15:11-30');
  });
});

describe('a book or section the question keeps to', () => {
  it('is read from "according to", "in", "X says" and "Jesus said", and not from an event named like a book', () => {
    expect(booksAskedIn('What is love according to 1 Corinthians?')).toMatchObject({ name: '1 Corinthians', bookIds: [46] });
    expect(booksAskedIn('What do the Psalms say about God as our refuge?')).toMatchObject({ name: 'Psalms', bookIds: [19] });
    expect(booksAskedIn('what does first john say about love')).toMatchObject({ name: '1 John', bookIds: [62] });
    expect(booksAskedIn('What did Jesus say about prayer?')).toMatchObject({ name: 'the Gospels', bookIds: [40, 41, 42, 43] });
    expect(booksAskedIn('What happened in the exodus from Egypt?')).toBeNull();
    expect(booksAskedIn('Is it kind to count my acts of love?')).toBeNull();
    expect(booksAskedIn('How does Revelation describe Jesus?')).toMatchObject({ name: 'Revelation', bookIds: [66] });
  });

  it("is left out, with the book's name, when that book says nothing on the subject: Zechariah's book is not Zechariah the Levite", async () => {
    const messiah = await retrieveGrounding(database.db, 'What does Zechariah prophesy about the Messiah?');
    expect(messiah.passages[0]?.why).toBe('A key passage on the Messiah.');
    expect(messiah.passages.some((passage) => /^(1 Chronicles|Ezra) /.test(passage.reference))).toBe(false);
  });

  it('keeps the passages to that book or section', async () => {
    const love = await referencesFor('What is love according to 1 Corinthians?');
    expect(love.length).toBeGreaterThan(0);
    expect(love.every((reference) => reference.startsWith('1 Corinthians '))).toBe(true);
    const prayer = await referencesFor('What did Jesus say about prayer?');
    expect(prayer.length).toBeGreaterThan(0);
    expect(prayer.every((reference) => /^(Matthew|Mark|Luke|John) /.test(reference))).toBe(true);
  });
});

describe('a passage known by name inside what else the question names', () => {
  it('is the part of a chapter the question asks about, quoted before the chapter', async () => {
    const separating = await referencesFor('What does Romans 8 say about nothing separating us from the love of God?');
    expect(separating[0]).toBe('Romans 8:28-39');
    // A chapter alone, or a passage that is the whole chapter, is quoted as the question names it.
    expect(await referencesFor('What does Psalm 23 say?')).toEqual(['Psalms 23']);
  });

  it('is not kept out by a section its speaker asked for: Paul\'s farewell is in Acts, not his letters', async () => {
    expect((await referencesFor('What did Paul say in his farewell to the Ephesian elders?'))[0]).toBe('Acts 20:17-36');
    // Words of Jesus on a passage elsewhere stay in the Gospels.
    const commandments = await referencesFor('What does Jesus say about the Ten Commandments?');
    expect(commandments.length).toBeGreaterThan(0);
    expect(commandments.every((reference) => /^(Matthew|Mark|Luke|John) /.test(reference))).toBe(true);
  });
});

describe('modern words the KJV says otherwise', () => {
  it('are mapped to the KJV words', () => {
    expect(kjvWordsFor(['worry', 'anxiety'])).toEqual(expect.arrayContaining(['careful', 'take no thought']));
    expect(kjvWordsFor(['marriage'])).toEqual(expect.arrayContaining(['wife', 'husband', 'one flesh']));
    expect(kjvWordsFor(['bread'])).toEqual([]);
  });

  it('find the passages that say them in the KJV or the WEB', async () => {
    const worry = await referencesFor('What does the Bible say about worry and anxiety?');
    expect(worry.slice(0, 3).some((reference) => /^(Philippians 4|Matthew 6):/.test(reference))).toBe(true);
    const tomorrow = await referencesFor('How do I stop worrying about tomorrow?', 'web');
    expect(tomorrow.slice(0, 3).some((reference) => reference.startsWith('Matthew 6:'))).toBe(true);
  });
});

describe('the ranking', () => {
  it('puts the passage that teaches a subject, its verses kept together, before one that mentions it', async () => {
    const love = await referencesFor('What is love according to 1 Corinthians?');
    expect(love.slice(0, 3).some((reference) => reference.startsWith('1 Corinthians 13:'))).toBe(true);
    const forgive = await referencesFor('How many times should I forgive my brother?');
    expect(forgive.slice(0, 3).some((reference) => /^(Matthew 18:2[12]|Luke 17:[34])/.test(reference))).toBe(true);
  });

  it('draws on the New Testament for a question about Jesus or the church', async () => {
    const church = await referencesFor('What is the church?');
    expect(church.slice(0, 3).some((reference) => /^(Matthew|Mark|Luke|John|Acts|Romans|1 Corinthians|Ephesians|Colossians|1 Timothy|Hebrews) /.test(reference))).toBe(true);
  });
});

describe('a term asked about', () => {
  it('is found by the verses that write it when a key subject is only part of it: the mercy seat is not mercy', async () => {
    const seat = await retrieveGrounding(database.db, 'What is the mercy seat?');
    expect(seat.passages[0]).toMatchObject({ reference: 'Exodus 25:17-22', why: expect.stringContaining('"mercy seat"') });
    expect(seat.passages.slice(0, 3).every((passage) => /mercy seat/i.test(passage.text))).toBe(true);
    // Written word for word, not across a comma: "the day, to the Lord" (Romans 14:6) is not the Day of the Lord.
    const day = await retrieveGrounding(database.db, 'What is the Day of the Lord?');
    expect(day.passages.slice(0, 3).every((passage) => /day of the lord/i.test(passage.text))).toBe(true);
    // A term a subject names wholly keeps that subject's key passages.
    expect((await referencesFor('What is grace?'))[0]).toBe('Ephesians 2:8-9');
  });

  it("counts God's names among its words: the Lord of hosts is not hospitality's hosts", async () => {
    const hosts = await retrieveGrounding(database.db, 'What does "the Lord of hosts" mean?');
    expect(hosts.passages.slice(0, 3).every((passage) => /lord of hosts/i.test(passage.text))).toBe(true);
  });
});

describe("Nave's topics named like the words", () => {
  it('are still found for a misspelt word of 4 letters or more, and not looked up for short words', async () => {
    expect((await topicsMatching(database.db, 'forgivness', 4)).map((topic) => topic.name)).toEqual(['Forgiveness']);
    expect((await topicsMatching(database.db, 'what does the holy sprit do', 4)).map((topic) => topic.name)).toContain('Holy Spirit');
    expect(await topicsMatching(database.db, 'xqz gve', 4)).toEqual([]);
  });
});

describe('the translation a question asks for', () => {
  it('is the WEB when it names it, the KJV when it names that, else none; a lower-case "web" is a word', () => {
    expect(translationAskedIn('What does Psalm 23 say in the WEB?')).toBe('web');
    expect(translationAskedIn('Quote it from the World English Bible')).toBe('web');
    expect(translationAskedIn('In the King James Version, what is charity?')).toBe('kjv');
    expect(translationAskedIn('What does the KJV say about anxiety?')).toBe('kjv');
    expect(translationAskedIn('What does the Bible say about a web of lies?')).toBeNull();
  });
});

describe('the key passages of subjects and people', () => {
  it('are named by their words, endings aside, a longer name before one inside it, and not by a person who speaks', () => {
    const named = (question: string) => keySubjectsIn(question).map((subject) => `${subject.kind}: ${subject.name}`);
    expect(named('I am so worried about my job')).toEqual(['topic: anxiety', 'topic: work']);
    expect(named('What is the resurrection of the dead?')).toEqual(['topic: the resurrection of the dead']);
    expect(named('Tell me about the resurrection')).toEqual(['named passage: the Resurrection', 'topic: the resurrection of the dead']);
    expect(named('In Philippians, what does Paul say about joy?')).toEqual(['topic: joy']);
    expect(named('What happened at the wedding in Cana?')).toEqual(['named passage: the wedding at Cana']);
    // A word may stand between a name's words, but not a word of the asking ("about").
    expect(named('I lost my new job')).toEqual(['topic: losing a job', 'topic: work']);
    expect(named('Tell me about Job and his suffering.')).toEqual(['person: Job', 'topic: suffering']);
    expect(named('How did Jesus raise Lazarus from the dead?')).toEqual(['named passage: the raising of Lazarus', 'topic: the resurrection of the dead']);
  });

  it('come first, those two subjects share before the others, each saying so', async () => {
    const grounding = await retrieveGrounding(database.db, 'What did God ask Abraham to do with Isaac?');
    expect(grounding.topics).toEqual(['Abraham', 'Isaac']);
    expect(grounding.passages[0]).toMatchObject({ reference: 'Genesis 22:1-6', why: 'A key passage on Abraham and Isaac.' });
    expect(grounding.passages[1]).toMatchObject({ reference: 'Genesis 12:1-6', why: 'A key passage on Abraham.' });
  });

  it('come after the story a question asks for, found by its names', async () => {
    const jairus = await referencesFor("What happened when Jesus raised Jairus' daughter?");
    // The story is known by its names (bible-stories.ts): its tellings first, by their first 20 verses.
    expect(jairus.slice(0, 2)).toEqual(['Mark 5:21-40', 'Luke 8:40-49']);
    const jacob = await referencesFor('How did Jacob wrestle with God?');
    expect(jacob[0]).toBe('Genesis 32:22-32');
  });

  it('come before a story the same name finds when the question asks who someone was', async () => {
    const gamaliel = await retrieveGrounding(database.db, 'Who was Gamaliel?');
    expect(gamaliel.passages.slice(0, 2)).toMatchObject([
      { reference: 'Acts 5:34-39', why: 'A key passage on Gamaliel.' },
      { reference: 'Acts 22:3', why: 'A key passage on Gamaliel.' },
    ]);
  });

  it('come after the others when they name where it happens ("at school"), not what', async () => {
    expect(keySubjectsIn('Nobody at school likes me and I feel so alone').map((subject) => subject.name)).toEqual(['loneliness', 'education']);
    expect((await referencesFor('Nobody at school likes me and I feel so alone'))[0]).toBe('Deuteronomy 31:6');
    // Named alone, where it happens is the subject.
    expect(keySubjectsIn('How should I behave at church?').map((subject) => subject.name)).toEqual(['the church']);
  });

  it("come first for a question about one's own life, however many other words it has", async () => {
    // Addiction is one word of several here: put as a story's question, the ranking of the others would come first.
    const habit = await referencesFor('Every night I go back to the same habit. How can I finally stop?');
    expect(habit[0]).toBe('1 Corinthians 10:13');
    const gambling = await referencesFor('Is it wrong for a Christian to buy lottery tickets every single week?');
    expect(gambling.slice(0, 3).some((reference) => /^(1 Timothy 6|Proverbs 13|Proverbs 28|Hebrews 13|Ecclesiastes 5):/.test(reference))).toBe(true);
  });
});

