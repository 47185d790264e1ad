// The Bible store's reads, kept: the text and the study tools never change once seeded, so what a read found is
// kept, per database, keyed by what was asked: a chapter or a passage read twice costs the database once.
// Errors are not kept.
import { LRUCache } from 'lru-cache';
import type { Db } from '../../../db';

const readCaches = new WeakMap<Db, LRUCache<string, object>>();
const READS_KEPT = 2_000;

export async function cachedRead<T extends object>(db: Db, key: string, read: () => Promise<T>): Promise<T> {
  let cache = readCaches.get(db);
  if (!cache) readCaches.set(db, (cache = new LRUCache<string, object>({ max: READS_KEPT })));
  const kept = cache.get(key);
  if (kept) return kept as T;
  const value = await read();
  cache.set(key, value);
  return value;
}
