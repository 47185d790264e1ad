// `npm run eval:grounding`: how well the chat's grounding finds the passages a Bible teacher would expect, on
// the evaluation set in server/services/bible/grounding-eval. Prints recall at 3 and 6 (the share of questions
// with an expected passage among the first 3 or 6 retrieved), the retrieval time per question (p50, p95) and
// every miss; then the same for the nine held-out sets (held-out-questions.ts). Opens the database as the server does
// (DATABASE_URL, or the embedded one in DATA_DIR while the server is stopped); with neither set, an embedded one
// in the system's temp folder, seeded on the first run.
import pino from 'pino';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/startup';
import { evaluateQuestion, percentile, RECALL_DEPTHS, recallAt, type QuestionOutcome } from '../server/services/bible/grounding-eval/evaluate';
import { EIGHTH_HELD_OUT_QUESTIONS, FIFTH_HELD_OUT_QUESTIONS, FOURTH_HELD_OUT_QUESTIONS, HELD_OUT_QUESTIONS, NINTH_HELD_OUT_QUESTIONS, SECOND_HELD_OUT_QUESTIONS, SEVENTH_HELD_OUT_QUESTIONS, SIXTH_HELD_OUT_QUESTIONS, THIRD_HELD_OUT_QUESTIONS } from '../server/services/bible/grounding-eval/held-out-questions';
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
  // The held-out set after, measured the same way: questions the key passages were not written or tuned on.
  const heldOut: QuestionOutcome[] = [];
  for (const question of HELD_OUT_QUESTIONS) heldOut.push(await evaluateQuestion(database.db, question));
  const secondHeldOut: QuestionOutcome[] = [];
  for (const question of SECOND_HELD_OUT_QUESTIONS) secondHeldOut.push(await evaluateQuestion(database.db, question));
  const thirdHeldOut: QuestionOutcome[] = [];
  for (const question of THIRD_HELD_OUT_QUESTIONS) thirdHeldOut.push(await evaluateQuestion(database.db, question));
  const fourthHeldOut: QuestionOutcome[] = [];
  for (const question of FOURTH_HELD_OUT_QUESTIONS) fourthHeldOut.push(await evaluateQuestion(database.db, question));
  const fifthHeldOut: QuestionOutcome[] = [];
  for (const question of FIFTH_HELD_OUT_QUESTIONS) fifthHeldOut.push(await evaluateQuestion(database.db, question));
  const sixthHeldOut: QuestionOutcome[] = [];
  for (const question of SIXTH_HELD_OUT_QUESTIONS) sixthHeldOut.push(await evaluateQuestion(database.db, question));
  const seventhHeldOut: QuestionOutcome[] = [];
  for (const question of SEVENTH_HELD_OUT_QUESTIONS) seventhHeldOut.push(await evaluateQuestion(database.db, question));
  const eighthHeldOut: QuestionOutcome[] = [];
  for (const question of EIGHTH_HELD_OUT_QUESTIONS) eighthHeldOut.push(await evaluateQuestion(database.db, question));
  const ninthHeldOut: QuestionOutcome[] = [];
  for (const question of NINTH_HELD_OUT_QUESTIONS) ninthHeldOut.push(await evaluateQuestion(database.db, question));

  report('Misses', outcomes);
  report('Held-out misses', heldOut);
  report('Second held-out misses', secondHeldOut);
  report('Third held-out misses', thirdHeldOut);
  report('Fourth held-out misses', fourthHeldOut);
  report('Fifth held-out misses', fifthHeldOut);
  report('Sixth held-out misses', sixthHeldOut);
  report('Seventh held-out misses', seventhHeldOut);
  report('Eighth held-out misses', eighthHeldOut);
  report('Ninth held-out misses', ninthHeldOut);
  console.log(`\n${outcomes.length} questions, ${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}, translation KJV, load average ${os.loadavg().map((load) => load.toFixed(2)).join(' ')}`);
  summary(outcomes);
  console.log(`\nheld out: ${heldOut.length} questions`);
  summary(heldOut);
  console.log(`\nsecond held out: ${secondHeldOut.length} questions`);
  summary(secondHeldOut);
  console.log(`\nthird held out: ${thirdHeldOut.length} questions`);
  summary(thirdHeldOut);
  console.log(`\nfourth held out: ${fourthHeldOut.length} questions`);
  summary(fourthHeldOut);
  console.log(`\nfifth held out: ${fifthHeldOut.length} questions`);
  summary(fifthHeldOut);
  console.log(`\nsixth held out: ${sixthHeldOut.length} questions`);
  summary(sixthHeldOut);
  console.log(`\nseventh held out: ${seventhHeldOut.length} questions`);
  summary(seventhHeldOut);
  console.log(`\neighth held out: ${eighthHeldOut.length} questions`);
  summary(eighthHeldOut);
  console.log(`\nninth held out: ${ninthHeldOut.length} questions`);
  summary(ninthHeldOut);
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
