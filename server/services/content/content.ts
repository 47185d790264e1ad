// The content generator's domain: previews, paid purchases redeemed once, writing, and the library.
// SKELETON for the helpers to fill in (never lands like this).
import type { Db } from '../../../db';
import type { SessionUser } from '../../contracts/accounts';
import type {
  ContentItem,
  ContentItemSummary,
  ContentPreview,
  ContentRequest,
  GeneratedContent,
  createContentPaymentInput,
  generateContentInput,
} from '../../contracts/content';
import type { z } from 'zod';
import type { Context } from '../../trpc';

type Deps = Context;

export async function previewContent(_deps: Deps, _request: ContentRequest): Promise<ContentPreview> {
  throw new Error('not built yet');
}

export async function startContentPayment(
  _deps: Deps,
  _user: SessionUser,
  _input: z.output<typeof createContentPaymentInput>,
): Promise<{ clientSecret: string; paymentIntentId: string; amountCents: number }> {
  throw new Error('not built yet');
}

export async function generateContent(
  _deps: Deps,
  _user: SessionUser,
  _input: z.output<typeof generateContentInput>,
): Promise<{ content: GeneratedContent; item: ContentItem }> {
  throw new Error('not built yet');
}

export async function retryContent(_deps: Deps, _user: SessionUser, _id: number): Promise<{ content: GeneratedContent; item: ContentItem }> {
  throw new Error('not built yet');
}

export async function contentLibrary(_db: Db, _userId: number): Promise<ContentItemSummary[]> {
  throw new Error('not built yet');
}

export async function contentItem(_db: Db, _userId: number, _id: number): Promise<ContentItem> {
  throw new Error('not built yet');
}
