import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prayerRequests } from '../../../db/schema';
import { createTestDatabase } from '../../test/database';
import { publicPrayersQuery } from './prayer';

// The wall is read on every visit to /resources. At 220,000 rows a plan that scanned and sorted the table
// fell from 295 to 29 requests a second: the planner must walk the partial index in order and stop at a page.
describe('the prayer wall query plan', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.insert(prayerRequests).values(
      Array.from({ length: 300 }, (_, i) => ({
        name: `Member ${i}`,
        email: `member${i}@example.org`,
        request: 'Please pray for our family this season.',
        isPrivate: i % 5 === 0,
      })),
    );
    await database.db.execute(sql`analyze prayer_requests`);
  });
  afterAll(() => database.close());

  it('reads the partial index in order, with no sequential scan and no sort', async () => {
    const query = publicPrayersQuery(database.db).toSQL();
    // EXPLAIN takes no bind parameters: write the query's values (a boolean and the page size) in place.
    const text = query.sql.replace(/\$(\d+)/g, (_, n: string) => String(query.params[Number(n) - 1]));
    const plan = await database.db.transaction(async (tx) => {
      // A table this small would be scanned whatever the indexes; forbid that to see whether the index serves.
      await tx.execute(sql`set local enable_seqscan = off`);
      const result: unknown = await tx.execute(sql.raw(`explain ${text}`));
      // postgres.js answers the rows as an array, PGlite as { rows }.
      const rows: unknown[] = Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []);
      return rows.map((row) => String(Object.values(row as Record<string, unknown>)[0])).join('\n');
    });
    expect(plan).toMatch(/Index Scan using prayer_requests_public_idx/);
    expect(plan).not.toMatch(/Seq Scan/);
    expect(plan).not.toMatch(/Sort/);
  });
});
