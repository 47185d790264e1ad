// What the sign-in screens and the account menu say, in the spec's words. Plain constants without zod, so
// the site header (in every page's entry bundle) can show them without loading the form schemas.

export const accountMessages = {
  loginSuccessTitle: 'Login successful',
  welcome: (name: string) => `Welcome, ${name}!`,
  loginFailedTitle: 'Login failed',
  invalidCredentials: 'Invalid username or password',
  registerSuccessTitle: 'Registration successful',
  registerFailedTitle: 'Registration failed',
  registerFailedFallback: 'Registration failed. Please try again.',
  passwordsDontMatch: "Passwords don't match",
  usernameTaken: 'That username is already taken. Please choose another.',
  loggedOutTitle: 'Logged out',
  loggedOutText: 'You have been signed out. God bless!',
  logoutFailedTitle: 'Logout failed',
  logoutFailedFallback: 'Please try again.',
  authRequiredTitle: 'Authentication required',
  authRequiredText: 'Please sign in to continue.',
  tooManyLogins: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  tooManyRegistrations: 'Too many new accounts from this connection. Please try again in an hour.',
} as const;
