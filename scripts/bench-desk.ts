// The desk at 100,000 rows (issue 35): 100,000 contact messages and 100,000 payments seeded into a fresh
// database before the built app starts (scripts/seed-desk.ts), then each desk page asked for over HTTP by an
// admin, as the desk's pages ask (tRPC GET, superjson), with autocannon. The goal is a page in under 50 ms at
// p95; autocannon reports p97.5 (the nearest above p95), which is what is judged.
//   npm run build && npm run bench:desk       (embedded PGlite; BENCH_POSTGRES_URL=... adds a PostgreSQL run)
// `npm run bench` runs it too, on its own database, and adds the table to docs/benchmarks.md.
import { writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pino from 'pino';
import { openDatabase } from '../server/startup';
import { addUserWithRole, DESK_SEED_ROWS, seedDeskRows } from './seed-desk';
import { startBuiltApp } from './start-built-app';

const root = fileURLToPath(new URL('..', import.meta.url));
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
/**
 * The goal is a page's own time, as one staff member waits for it: one client asks, again and again
 * (BENCH_DESK_CONNECTIONS for more at once: on one event loop, ten clients wait about ten times as long).
 */
const CONNECTIONS = Number(process.env.BENCH_DESK_CONNECTIONS ?? 1);
const P95_UNDER_MS = 50;
/** How deep the "later page" targets read: the 21st page, 2,000 rows in. */
const DEEP_PAGE = 21;
const PASSWORD = 'desk-benchmark-password';

const trpcPath = (procedure: string, input: object) => `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;

interface DeskTarget {
  name: string;
  procedure: string;
  input: object;
  /** Follow the list's cursor to this page first, and ask for that page. */
  page?: number;
  /** Where the list is in the answer, to follow its cursor. */
  list?: string;
}

const yearAgo = new Date(Date.now() - 365 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const today = new Date().toISOString().slice(0, 10);

const targets: DeskTarget[] = [
  { name: 'inbox: everything, first page', procedure: 'desk.inbox', input: {} },
  { name: 'inbox: new, first page', procedure: 'desk.inbox', input: { status: 'new' } },
  { name: `inbox: done, page ${DEEP_PAGE}`, procedure: 'desk.inbox', input: { status: 'done' }, page: DEEP_PAGE },
  { name: 'unread count (every staff page)', procedure: 'desk.unreadCounts', input: {} },
  { name: 'ledger: everything, first page', procedure: 'desk.giving.ledger', input: {} },
  { name: 'ledger: refunded memberships in the last year', procedure: 'desk.giving.ledger', input: { purpose: 'membership', status: 'refunded', from: yearAgo, to: today } },
  { name: `ledger: donations, page ${DEEP_PAGE}`, procedure: 'desk.giving.ledger', input: { purpose: 'donation' }, page: DEEP_PAGE, list: 'entries' },
  { name: 'donors by email, first page', procedure: 'desk.giving.donors', input: {} },
  { name: 'totals by month (every month, succeeded)', procedure: 'desk.giving.monthlyTotals', input: {} },
];

/** Seeds a fresh database of the kind named (PostgreSQL when a URL is given), starts the app on it, and measures each target. */
export async function runDeskBench(databaseUrl = ''): Promise<string[]> {
  const admin = `desk-bench-${Date.now().toString(36)}`;
  let seededIn = 0;
  const app = await startBuiltApp(
    { DATABASE_URL: databaseUrl, TRUST_PROXY: '1' },
    {
      prepare: async (dataDir) => {
        const database = await openDatabase({ DATABASE_URL: databaseUrl, dataDir }, pino({ level: 'warn' }));
        try {
          const started = performance.now();
          await seedDeskRows(database.db, DESK_SEED_ROWS);
          seededIn = (performance.now() - started) / 1000;
          await addUserWithRole(database.db, admin, PASSWORD, 'admin');
        } finally {
          await database.close();
        }
      },
    },
  );
  try {
    console.log(`Seeded ${DESK_SEED_ROWS} contact messages and ${DESK_SEED_ROWS} payments in ${seededIn.toFixed(1)} s`);
    const cookie = await signIn(app.baseUrl, admin);
    const rows: string[] = [];
    for (const target of targets) {
      const path = await pathOf(app.baseUrl, cookie, target);
      const result = await autocannon({ url: app.baseUrl + path, connections: CONNECTIONS, duration: DURATION_SECONDS, headers: { cookie } });
      const goal = `${result.latency.p97_5 < P95_UNDER_MS ? 'met' : 'MISSED'}: p97.5 < ${P95_UNDER_MS} ms`;
      const row = `| ${target.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p97_5} | ${result.latency.p99} | ${result.non2xx} | ${goal} |`;
      console.log(row);
      rows.push(row);
    }
    return rows;
  } finally {
    await app.stop();
  }
}

/** The table's head, for a run on the database named. */
export function deskReportHead(databaseName: string): string[] {
  return [
    `### ${databaseName}`,
    '',
    `${DESK_SEED_ROWS.toLocaleString('en-US')} contact messages and ${DESK_SEED_ROWS.toLocaleString('en-US')} payments; an admin's session; ${CONNECTIONS} client${CONNECTIONS === 1 ? ' asking one page after another' : 's at once'}, ${DURATION_SECONDS} s per page;`,
    `the load average at the start was ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores (the load generator shares them). Goal: p95 under ${P95_UNDER_MS} ms.`,
    '',
    '| page | req/s (mean) | p50 ms | p97.5 ms | p99 ms | non-2xx | goal |',
    '|---|---:|---:|---:|---:|---:|---|',
  ];
}

async function signIn(baseUrl: string, username: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`could not sign in the benchmark's admin (${res.status})`);
  return cookie;
}

/** The target's path; for a later page, the cursor is found by reading the pages before it, as "Load more" does. */
async function pathOf(baseUrl: string, cookie: string, target: DeskTarget): Promise<string> {
  let input: object = target.input;
  for (let page = 1; page < (target.page ?? 1); page += 1) {
    const res = await fetch(baseUrl + trpcPath(target.procedure, input), { headers: { cookie } });
    const body = (await res.json()) as { result?: { data: { json: { nextCursor?: string | null } } } };
    const cursor = body.result?.data.json.nextCursor;
    if (!res.ok || !cursor) throw new Error(`${target.name}: no page ${page + 1} (${res.status})`);
    input = { ...target.input, cursor };
  }
  return trpcPath(target.procedure, input);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sections: string[] = [];
  const runs: [string, string][] = [['Embedded PGlite', ''], ...(process.env.BENCH_POSTGRES_URL ? [['PostgreSQL 15', process.env.BENCH_POSTGRES_URL] as [string, string]] : [])];
  for (const [name, url] of runs) {
    const head = deskReportHead(name);
    sections.push([...head, ...(await runDeskBench(url)), ''].join('\n'));
  }
  const report = [
    '# The desk at 100,000 rows (`npm run bench:desk`)',
    '',
    `${new Date().toISOString().slice(0, 10)}: each page of the desk as the browser asks for it (tRPC over HTTP, an admin's cookie), against the built app`,
    'on a fresh database seeded by scripts/seed-desk.ts before the app starts. A later page is read by following the cursor as "Load more" does.',
    '',
    ...sections,
  ].join('\n');
  await writeFile(path.join(root, 'docs', 'benchmarks-desk.md'), report);
  console.log(report);
}
