import type { MessageId } from '../../i18n/messageIds';

export const PASSWORD_MIN_LENGTH = 6;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A problem of a field, as a message of the auth catalogue the form translates. */
export interface FieldCheck {
  id: MessageId;
  values?: Record<string, number>;
}

export function emailError(email: string): FieldCheck | null {
  if (!email.trim()) return { id: 'auth.check.emailRequired' };
  if (!EMAIL_PATTERN.test(email.trim())) return { id: 'auth.check.emailInvalid' };
  return null;
}

export function passwordError(password: string): FieldCheck | null {
  if (!password) return { id: 'auth.check.passwordRequired' };
  if (password.length < PASSWORD_MIN_LENGTH)
    return { id: 'auth.check.passwordTooShort', values: { min: PASSWORD_MIN_LENGTH } };
  return null;
}

/** An empty first or last name. */
export function requiredError(value: string, field: 'firstName' | 'lastName'): FieldCheck | null {
  if (value.trim()) return null;
  return {
    id: field === 'firstName' ? 'auth.check.firstNameRequired' : 'auth.check.lastNameRequired',
  };
}

/** Blocks sending text over its limit; the field itself says by how much (LimitedTextField). */
export function withinLimit(value: string, max: number): FieldCheck | null {
  return value.trim().length > max ? { id: 'auth.check.tooLong', values: { max } } : null;
}
