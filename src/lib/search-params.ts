// Readers for the routes' `validateSearch`. Route options stay in the entry bundle (only components are
// split off), so these are plain functions rather than zod schemas: the entry then carries no schema
// library. A value that does not fit is dropped (the page shows its default), never an error page.
import type { SearchSchemaInput } from '@tanstack/react-router';

/** The search object a route receives: `Input` is what links may pass, anything may arrive. */
export type RawSearch<Input> = Input & Record<string, unknown> & SearchSchemaInput;

/** `value` when it is one of `allowed`, else undefined. */
export function oneOf<T extends string>(allowed: readonly T[], value: unknown): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** A positive whole number, given as a number or a numeric string (?planId=3), else undefined. */
export function positiveInt(value: unknown): number | undefined {
  const parsed = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof parsed === 'number' && Number.isSafeInteger(parsed) && parsed > 0 ? parsed : undefined;
}

/** A non-empty string of at most `max` characters (a payment reference), else undefined. */
export function shortText(value: unknown, max = 200): string | undefined {
  return typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined;
}

/**
 * A path on this site ("/bible-chat?x=1"), never another origin ("//evil.example", "https://...", "/\\x"),
 * so a redirect parameter cannot be used as an open redirect.
 */
export function internalPath(value: unknown): string | undefined {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
    ? value
    : undefined;
}

