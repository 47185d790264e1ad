import { ministry } from '../../src/content/ministry';
import { ONE_CLICK_UNSUBSCRIBE } from '../contracts/newsletter';

/**
 * The headers every newsletter message carries (RFC 2369, RFC 8058; decision 027): the subscriber's unsubscribe
 * page, where a one-click POST unsubscribes, and the ministry's address for mail clients that write instead.
 */
export function listUnsubscribeHeaders(unsubscribePage: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribePage}>, <mailto:${ministry.email}?subject=Unsubscribe>`,
    'List-Unsubscribe-Post': ONE_CLICK_UNSUBSCRIBE,
  };
}
