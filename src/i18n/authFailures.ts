import type { KnownFailures } from './useKnownFailures';

/**
 * The sign-in service's failures as the store keeps them (lib/identity.ts words them in English
 * for a parent) and the sign-up's own, translated when shown. The sign-in screens and the
 * grown-ups' gate both word them, so they live with the translations, not in either feature.
 */
export const AUTH_FAILURES: KnownFailures = {
  'That e-mail and password do not match. Please try again.': 'auth.error.invalidCredential',
  'That password is not right. Please try again.': 'auth.error.wrongPassword',
  'We could not find an account with that e-mail. Would you like to sign up?':
    'auth.error.userNotFound',
  'An account with this e-mail already exists. Try logging in instead.': 'auth.error.emailInUse',
  'Please choose a stronger password of at least 6 characters.': 'auth.error.weakPassword',
  'Please enter a valid e-mail address.': 'auth.check.emailInvalid',
  'Too many attempts. Please wait a few minutes and try again.': 'auth.error.tooManyRequests',
  'We could not reach the sign-in service. Please check your internet connection.':
    'auth.error.network',
  'This account has been turned off. Please contact us for help.': 'auth.error.userDisabled',
  'Please enter your password.': 'auth.check.passwordRequired',
  'Something went wrong. Please try again.': 'auth.error.somethingWrong',
  'Your account was created, but we could not finish setting it up.': 'auth.error.setupUnfinished',
  'Your address is verified, but we could not save it. Please try again.':
    'auth.error.addressNotSaved',
};
