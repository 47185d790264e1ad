// What staff type in a desk search box, matched as typed: LIKE's own wildcards (% and _) and its escape
// character stand for themselves.

/** A LIKE / ILIKE pattern for values that hold `search` anywhere; undefined for an empty search. */
export function containing(search: string | undefined): string | undefined {
  return search ? `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : undefined;
}
