import { z } from './zod';
import { accountMessages } from './account-messages';
import { plainText } from './common';

// Accounts: the rules for usernames and passwords, the signed-in user's shape, and the messages the
// sign-in screen shows. Pure: the /auth forms import this file too.

export const subscriptionTiers = ['free', 'premium'] as const;
export type SubscriptionTier = (typeof subscriptionTiers)[number];

/** What a user may do at the ministry: staff work the desk, admins also grant and remove roles. */
export const userRoles = ['member', 'staff', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

/**
 * The signed-in user as the browser receives it. The role tells the browser whether to offer the desk (the
 * server still checks it on every desk call); a user built without one is a member, and the output says so.
 */
export const sessionUser = z.object({
  id: z.number().int(),
  username: z.string(),
  subscriptionTier: z.enum(subscriptionTiers),
  role: z.enum(userRoles).default('member'),
});
/** The signed-in user as the browser holds it: the role always there. */
export type SignedInUser = z.output<typeof sessionUser>;
/**
 * The signed-in user on the server, its role read with the session in one query so the desk's procedures
 * check it without another. A user built without one (a test, an in-process caller) is a member.
 */
export type SessionUser = z.input<typeof sessionUser>;

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 32;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

const username = z
  .string('Username is required')
  .trim()
  .min(1, 'Username is required')
  .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`)
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
  .regex(/^[A-Za-z0-9._-]+$/, 'Username may use only letters, digits, ".", "_" and "-"');

/** A new password, at registration, a reset or a change on /account: the one place its rules are written. */
export const newPassword = z
  .string('Password is required')
  .min(1, 'Password is required')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const registerInput = z.object({ username, password: newPassword });
export type RegisterInput = z.input<typeof registerInput>;

/** The register form also asks for the password twice; the confirmation is not sent. */
export const registerForm = z
  .object({ username, password: newPassword, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: accountMessages.passwordsDontMatch,
    path: ['confirmPassword'],
  });

export const loginInput = z.object({
  username: plainText('Username is required').pipe(z.string().min(1, 'Username is required').max(USERNAME_MAX * 2, 'Invalid username or password')),
  password: z.string('Password is required').min(1, 'Password is required').max(PASSWORD_MAX, 'Invalid username or password'),
});
export type LoginInput = z.input<typeof loginInput>;

export const logoutOutput = z.object({ success: z.literal(true) });

export { accountMessages };

export const NOT_SIGNED_IN_MESSAGE = 'You need to sign in first.';
