import { z } from './zod';
import { accountMessages, newPassword, PASSWORD_MAX } from './accounts';
import { requiredText } from './common';

// Passwords after registration: a forgotten one reset through a link sent to the confirmed email on file, and
// one changed on /account with the current one (decision 026). Pure: the /auth pages and /account import it too.

/** How long a reset link works. */
export const PASSWORD_RESET_MINUTES = 30;

export const passwordMessages = {
  accountRequired: 'Please enter your username or email address',
  /** The one answer to "Forgot password?", whether or not an account or an address matched, limited or not. */
  linkSentTitle: 'Check your email',
  linkSent: `If an account matches and has a confirmed email address, we've sent a link to that address. The link works for ${PASSWORD_RESET_MINUTES} minutes.`,
  requestFailedTitle: 'Your request was not sent',
  requestFailedFallback: 'Please try again in a moment.',
  linkMissing: 'This page needs the link from your password reset email. Please open the link in the email again.',
  linkUnknown: 'This password reset link is not valid. Please check that you opened the whole link from the email.',
  linkUsed: 'This password reset link has already been used. Each link works once.',
  linkReplaced: 'This password reset link was replaced by a newer one, or your password was changed since. Please use the link in the latest email we sent you.',
  linkExpired: `This password reset link has expired: links work for ${PASSWORD_RESET_MINUTES} minutes.`,
  resetFailedTitle: 'Your password was not changed',
  resetFailedFallback: 'Please try again in a moment.',
  passwordResetTitle: 'Password changed',
  passwordReset: 'Your password was changed, and every device that was signed in to your account has been signed out. Please sign in with your new password.',
  passwordChangedTitle: 'Password changed',
  passwordChanged: 'Your password was changed. Every other device that was signed in to your account has been signed out.',
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'This is not your current password',
  tooManyChanges: 'Too many attempts to change your password. Please wait 15 minutes and try again.',
} as const;

/** A username or an email address: which one is told by the "@", which a username never holds. */
export const forgotPasswordInput = z.object({ account: requiredText(passwordMessages.accountRequired, 254, passwordMessages.accountRequired) });
export type ForgotPasswordInput = z.input<typeof forgotPasswordInput>;
export const passwordMessageOutput = z.object({ message: z.string() });

/** The link's token: 32 random bytes in base64url (43 characters). */
const resetToken = z.string(passwordMessages.linkMissing).trim().min(1, passwordMessages.linkMissing).max(200, passwordMessages.linkUnknown);

export const passwordResetLinkInput = z.object({ token: resetToken });
/** A link that still works: until when. */
export const passwordResetLinkOutput = z.object({ expiresAt: z.date() });

export const resetPasswordInput = z.object({ token: resetToken, password: newPassword });

/** Asked twice, as at registration; the confirmation is not sent. */
const confirmed = <Shape extends { password: string; confirmPassword: string }>(values: Shape) => values.password === values.confirmPassword;
const confirmationMismatch = { message: accountMessages.passwordsDontMatch, path: ['confirmPassword'] };

/** The reset page's form: the token comes from the link. */
export const resetPasswordForm = z.object({ password: newPassword, confirmPassword: z.string() }).refine(confirmed, confirmationMismatch);

export const changePasswordInput = z.object({
  currentPassword: z
    .string(passwordMessages.currentPasswordRequired)
    .min(1, passwordMessages.currentPasswordRequired)
    .max(PASSWORD_MAX, passwordMessages.currentPasswordWrong),
  password: newPassword,
});
export type ChangePasswordInput = z.input<typeof changePasswordInput>;
export const changePasswordForm = changePasswordInput.extend({ confirmPassword: z.string() }).refine(confirmed, confirmationMismatch);
