/** Client-side rules of spec section 5 for the account forms. The texts are the spec's. */
export const MIN_PASSWORD_LENGTH = 8;

export const AUTH_FORM_MESSAGES = {
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters long',
  invalidResetToken: 'Invalid or missing reset token',
} as const;

/** Register: the two passwords must match, else no call is made. */
export function registrationFormError(password: string, confirmPassword: string): string | null {
  return password === confirmPassword ? null : AUTH_FORM_MESSAGES.passwordsDoNotMatch;
}

/** Reset password: at least 8 characters, and equal to the confirmation. */
export function resetPasswordFormError(password: string, confirmPassword: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return AUTH_FORM_MESSAGES.passwordTooShort;
  }
  if (password !== confirmPassword) {
    return AUTH_FORM_MESSAGES.passwordsDoNotMatch;
  }
  return null;
}
