import { z } from 'zod';

/**
 * Where to go after signing in. Only a path on this site is kept ("/bible-chat?x=1"), never another origin
 * ("//evil.example", "https://..."), so the parameter cannot be used as an open redirect.
 */
export const internalPath = z
  .string()
  .refine((value) => value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\'));

export const authTabs = ['login', 'register'] as const;
export type AuthTab = (typeof authTabs)[number];

export const authSearch = z.object({
  redirect: internalPath.optional().catch(undefined),
  tab: z.enum(authTabs).optional().catch(undefined),
});

export type AuthSearch = z.infer<typeof authSearch>;
