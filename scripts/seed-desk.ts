// `npm run desk:seed -- [rows]`: fills the desk as a busy ministry's would be after some years, for the
// benchmark (scripts/bench-desk.ts) and for trying the desk by hand: <rows> contact messages and <rows>
// payments (100,000 of each unless given), spread over the last three years, each run adding its own (the
// payments' intent ids carry the run). It opens the database as the server does (DATABASE_URL, or the
// embedded one in DATA_DIR while the server is stopped).
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { fileURLToPath } from 'node:url';
import type { Db } from '../db';
import { users } from '../db/schema';
import type { UserRole } from '../server/contracts/accounts';
import { contactSubjects } from '../server/contracts/contact';
import { loadConfig } from '../server/config';
import { registerUser } from '../server/services/accounts/accounts';
import { openDatabase } from '../server/startup';
import { eq } from 'drizzle-orm';

export const DESK_SEED_ROWS = 100_000;
/** Rows per statement: each one a generate_series, so the seeding is a few statements, not 200,000. */
const CHUNK = 20_000;
/** How far back the rows go, spread evenly: three years. */
const SPAN_MINUTES = 3 * 365 * 24 * 60;

/** Adds `rows` contact messages and `rows` payments of every purpose and status, newest now, oldest three years ago. */
export async function seedDeskRows(db: Db, rows = DESK_SEED_ROWS): Promise<void> {
  const run = Date.now().toString(36);
  const step = SPAN_MINUTES / rows;
  const subjects = sql.raw(`array[${contactSubjects.map((subject) => `'${subject.replace(/'/g, "''")}'`).join(', ')}]`);
  for (let start = 0; start < rows; start += CHUNK) {
    const end = Math.min(rows, start + CHUNK) - 1;
    // Most messages were dealt with long ago: the newest 2% are new, the next 3% open, the rest done.
    await db.execute(sql`
      insert into contact_messages (name, email, subject, message, status, created_at)
      select 'Visitor ' || i, 'visitor' || (i % 20000) || '@example.org', (${subjects})[1 + i % ${contactSubjects.length}],
        'I would like to know more about the ministry and how to get involved, message ' || i || '.',
        case when i < ${Math.ceil(rows * 0.02)} then 'new' when i < ${Math.ceil(rows * 0.05)} then 'open' else 'done' end,
        now() - make_interval(mins => (i * ${step}::float8)::int)
      from generate_series(${start}::int, ${end}::int) as i`);
    // Gifts are most payments; a few failed, were abandoned, refunded or disputed. 5,000 donors give again and again.
    await db.execute(sql`
      insert into payments (gateway, intent_id, purpose, amount_cents, currency, status, description, email, created_at, updated_at)
      select 'demo', 'seed_' || ${run} || '_' || i,
        (array['donation', 'donation', 'donation', 'donation', 'donation', 'donation', 'membership', 'membership', 'chat_premium', 'generated_content'])[1 + i % 10],
        500 + (i * 7919) % 50000, 'usd',
        (array['succeeded', 'succeeded', 'succeeded', 'succeeded', 'succeeded', 'succeeded', 'succeeded', 'failed', 'requires_payment_method', 'refunded'])[1 + (i / 10) % 10],
        'Seeded payment ' || i, 'donor' || (i * 31) % 5000 || '@example.org',
        now() - make_interval(mins => (i * ${step}::float8)::int), now() - make_interval(mins => (i * ${step}::float8)::int)
      from generate_series(${start}::int, ${end}::int) as i`);
  }
  await db.execute(sql`analyze contact_messages`);
  await db.execute(sql`analyze payments`);
}

/** A user who may sign in with this password, with the given role: for the benchmark and the e2e suite's staff. */
export async function addUserWithRole(db: Db, username: string, password: string, role: UserRole): Promise<void> {
  const user = await registerUser(db, { username, password });
  await db.update(users).set({ role }).where(eq(users.id, user.id));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = Number(process.argv[2] ?? DESK_SEED_ROWS);
  if (!Number.isInteger(rows) || rows < 1) {
    console.error('Usage: npm run desk:seed -- [rows]  (a whole number; 100000 unless given)');
    process.exit(1);
  }
  const config = loadConfig();
  const database = await openDatabase(config, pino({ level: 'warn' }));
  try {
    const started = performance.now();
    await seedDeskRows(database.db, rows);
    console.log(`Added ${rows} contact messages and ${rows} payments in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}
