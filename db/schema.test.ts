import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '.';
import { createTestDatabase } from '../server/test/database';
import { users } from './schema';

describe('the migrated schema', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('applies migrations idempotently', async () => {
    await database.migrate();
    expect(await database.ping()).toBe(true);
  });

  it('keeps usernames unique without regard to case', async () => {
    const [ruth] = await database.db.insert(users).values({ username: 'Ruth', passwordHash: 'x' }).returning();
    expect(ruth?.username).toBe('Ruth');
    await expect(database.db.insert(users).values({ username: 'rUTH', passwordHash: 'y' })).rejects.toThrow();
    expect(await database.db.$count(users)).toBe(1);
  });
});
