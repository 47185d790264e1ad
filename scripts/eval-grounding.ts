// `npm run eval:grounding`: how well the chat's grounding finds the passages a Bible teacher would expect, on
// the evaluation set in server/services/bible/grounding-eval. Prints recall at 3 and 6 (the share of questions
// with an expected passage among the first 3 or 6 retrieved), the retrieval time per question (p50, p95) and
// every miss; then the same for the eleven held-out sets (held-out-questions.ts). Opens the database as the server does
// (DATABASE_URL, or the embedded one in DATA_DIR while the server is stopped); with neither set, an embedded one
// in the system's temp folder, seeded on the first run.
import pino from 'pino';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/startup';
import { evaluateQuestion, percentile, RECALL_DEPTHS, recallAt, type QuestionOutcome } from '../server/services/bible/grounding-eval/evaluate';
import { HELD_OUT_SETS } from '../server/services/bible/grounding-eval/held-out-questions';
import { GROUNDING_QUESTIONS } from '../server/services/bible/grounding-eval/questions';
import { readGroundingAhead, retrieveGrounding } from '../server/services/chat/grounding';

const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.join(os.tmpdir(), 'lwm-eval-grounding');
const database = await openDatabase({ DATABASE_URL: process.env.DATABASE_URL, dataDir }, pino({ level: 'warn' }));
try {
  // What the server reads ahead once it listens (the key passages, Nave's names, the verse index), then one
  // question outside the set, so the first measured one does not pay for the connection's start.
  await readGroundingAhead(database.db);
  await retrieveGrounding(database.db, 'What does the Bible say about bread?');
  const outcomes: QuestionOutcome[] = [];
  for (const question of GROUNDING_QUESTIONS) outcomes.push(await evaluateQuestion(database.db, question));
  // The held-out sets after, measured the same way: questions the key passages were not written or tuned on.
  const heldOut: { name: string; outcomes: QuestionOutcome[] }[] = [];
  for (const { name, questions } of HELD_OUT_SETS) {
    const measured: QuestionOutcome[] = [];
    for (const question of questions) measured.push(await evaluateQuestion(database.db, question));
    heldOut.push({ name, outcomes: measured });
  }

  report('Misses', outcomes);
  // "second held out" -> "Second held-out misses"
  const titled = (name: string) => name.replace(/held out$/, 'held-out misses').replace(/^./, (first) => first.toUpperCase());
  for (const { name, outcomes: measured } of heldOut) report(titled(name), measured);
  console.log(`\n${outcomes.length} questions, ${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}, translation KJV, load average ${os.loadavg().map((load) => load.toFixed(2)).join(' ')}`);
  summary(outcomes);
  for (const { name, outcomes: measured } of heldOut) {
    console.log(`\n${name}: ${measured.length} questions`);
    summary(measured);
  }
} finally {
  await database.close();
}

function report(title: string, outcomes: QuestionOutcome[]) {
  const misses = outcomes.filter((outcome) => outcome.firstHit === null || outcome.firstHit > 3);
  console.log(`${title} (no expected passage in the first 3), ${misses.length}:`);
  for (const { question, retrieved, firstHit } of misses) {
    const rank = firstHit === null ? 'none in the first 6' : `first at ${firstHit}`;
    console.log(`- [${question.kind}] ${question.question}\n    expected: ${question.expected.join('; ')}\n    retrieved: ${retrieved.slice(0, 3).join('; ') || 'nothing'} (${rank})`);
  }
}

function summary(outcomes: QuestionOutcome[]) {
  const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
  for (const depth of RECALL_DEPTHS) console.log(`recall@${depth}: ${percent(recallAt(outcomes, depth))}`);
  const times = outcomes.map((outcome) => outcome.milliseconds);
  console.log(`retrieval: p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`);
  const kinds = [...new Set(outcomes.map((outcome) => outcome.question.kind))];
  for (const kind of kinds) {
    const ofKind = outcomes.filter((outcome) => outcome.question.kind === kind);
    console.log(`  ${kind} (${ofKind.length}): recall@3 ${percent(recallAt(ofKind, 3))}, recall@6 ${percent(recallAt(ofKind, 6))}`);
  }
}
