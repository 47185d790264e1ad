// Keyset cursors for the desk's lists: a page ends at a row, and the next page starts after it, in the
// list's order (newest first). Never OFFSET: a page deep in 100,000 rows costs what the first one does.
// The time is kept as exactTime's text, microseconds and all: a JavaScript Date keeps only milliseconds, and a
// cursor rounded so would find its own row again.
import { sql, type Column } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../errors';
import { deskMessages } from '../../contracts/desk';

const EXACT_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/**
 * A timestamp as fixed-width UTC text with microseconds: it sorts as the times do (two sources' rows are
 * merged by it) and reads back exactly with ::timestamptz.
 */
export function exactTime(column: Column) {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** Where a page ended: the last row's time (exactTime), the key that breaks ties before the id, and its id. */
export interface PagePosition {
  at: string;
  key: string;
  id: number;
}

const position = z.tuple([z.string().regex(EXACT_TIME), z.string().max(40), z.number().int().positive()]);

export function encodeCursor({ at, key, id }: PagePosition): string {
  return Buffer.from(JSON.stringify([at, key, id])).toString('base64url');
}

/** The position a cursor names; a cursor that is not one of ours is refused with 400. */
export function decodeCursor(cursor: string): PagePosition {
  try {
    const [at, key, id] = position.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    return { at, key, id };
  } catch {
    throw new AppError('BAD_REQUEST', deskMessages.badCursor);
  }
}

/**
 * Lists in the order of a unique text (donors by email, members by username) end a page at that text, and the
 * next page starts after it.
 */
const textPosition = z.tuple([z.literal('after'), z.string()]);

export function encodeTextCursor(after: string): string {
  return Buffer.from(JSON.stringify(['after', after])).toString('base64url');
}

/** The text a cursor names; a cursor that is not one of ours is refused with 400. */
export function decodeTextCursor(cursor: string): string {
  try {
    return textPosition.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')))[1];
  } catch {
    throw new AppError('BAD_REQUEST', deskMessages.badCursor);
  }
}
