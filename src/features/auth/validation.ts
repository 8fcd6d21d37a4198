export const PASSWORD_MIN_LENGTH = 6;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): string | null {
  if (!email.trim()) return 'Please enter your e-mail address.';
  if (!EMAIL_PATTERN.test(email.trim())) return 'Please enter a valid e-mail address.';
  return null;
}

export function passwordError(password: string): string | null {
  if (!password) return 'Please enter your password.';
  if (password.length < PASSWORD_MIN_LENGTH)
    return `Your password needs at least ${PASSWORD_MIN_LENGTH} characters.`;
  return null;
}

export function requiredError(value: string, label: string): string | null {
  return value.trim() ? null : `Please enter your ${label}.`;
}

/** Blocks sending text over its limit; the field itself says by how much (LimitedTextField). */
export function withinLimit(value: string, max: number): string | null {
  return value.trim().length > max ? `Please keep this to ${max} characters.` : null;
}
