// The Bible text and Nave's topics as committed under db/seed (db/seed/bible-data.ts reads them), offered
// to the store's seeding (services/bible/seed.ts). The version is a hash of the files, so changed data is
// seeded again and unchanged data costs one query at start.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { readTopics, readVerses, type VerseRange } from '../../../db/seed/bible-data';
import type { BibleSeedSource, SeedTopic } from '../../services/bible/seed';

const SEED_FILES = ['kjv.tsv.gz', 'web.tsv.gz', 'naves.json.gz'];
const seedDir = new URL('../../../db/seed/', import.meta.url);

export const bibleSeedFiles: BibleSeedSource = {
  async version() {
    const hash = createHash('sha256');
    for (const file of SEED_FILES) hash.update(await readFile(fileURLToPath(new URL(file, seedDir))));
    return hash.digest('hex').slice(0, 16);
  },
  verses: (translation) => readVerses(translation),
  async topics(): Promise<SeedTopic[]> {
    const topics = await readTopics();
    return topics.map((topic) => ({
      name: topic.name,
      // In Nave's own order (its general passages come first), each passage once.
      references: uniqueRanges(topic.sections.flatMap((section) => [...section.refs, ...section.items.flatMap((item) => item.refs)])),
    }));
  },
};

function uniqueRanges(ranges: VerseRange[]): VerseRange[] {
  const seen = new Set<string>();
  return ranges.filter((range) => {
    const key = `${range.bookId}.${range.chapter}.${range.verseStart}.${range.verseEnd}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
