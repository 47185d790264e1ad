import { shortText, type RawSearch } from '@/lib/search-params';

/**
 * /content-generator's search: Stripe sends the member back from a payment that needed a redirect to
 * /content-generator?success=true&payment_intent=pi_...&redirect_status=..., and the page writes the content.
 */
export interface ContentGeneratorSearch {
  success?: boolean;
  payment_intent?: string;
  redirect_status?: string;
}

export function contentGeneratorSearch(search: RawSearch<ContentGeneratorSearch>): ContentGeneratorSearch {
  return {
    // The router parses `?success=true` as JSON, into the boolean; a quoted "true" counts too.
    success: search.success === true || (search.success as unknown) === 'true' ? true : undefined,
    payment_intent: shortText(search.payment_intent),
    redirect_status: shortText(search.redirect_status, 40),
  };
}

/** Where Stripe returns once a redirecting payment is confirmed (members.md section 7). */
export const CONTENT_RETURN_PATH = '/content-generator?success=true';
