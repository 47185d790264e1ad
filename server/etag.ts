import { createHash } from 'node:crypto';

/** A weak validator of a JSON answer (weak: the body may be sent compressed). */
export function weakEtag(json: string): string {
  return `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
}
