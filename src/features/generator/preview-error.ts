import { AI_DAILY_LIMIT_MESSAGE } from '@server/contracts/api-limits';
import { contentMessages } from '@server/contracts/content';
import { errorCode, serverMessage } from '@/lib/errors';

/**
 * The text of the "Error Generating Preview" toast (members.md section 8), in the spec's order: the AI
 * provider's rate limit, then its key, billing or connection, then our own 429, else the server's message.
 */
export function previewErrorMessage(error: unknown): string {
  const said = error instanceof Error ? error.message : '';
  if (/rate limit/i.test(said)) return contentMessages.aiRateLimit;
  if (/AI API|API key|billing|connect/i.test(said)) return contentMessages.aiConnection;
  // The spec's 429 text says to wait a few minutes; the day's AI budget (not in the spec) says how long it is.
  if (errorCode(error) === 'TOO_MANY_REQUESTS') return said === AI_DAILY_LIMIT_MESSAGE ? said : contentMessages.tooManyRequests;
  return serverMessage(error, contentMessages.previewFailed);
}
