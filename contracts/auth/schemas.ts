import { z } from 'zod';
import { emailField, lineText, newPasswordField, passwordField } from '../fields';

export const RegisterRequest = z.strictObject({
  email: emailField,
  /** Optional hint; the server derives the username from the e-mail's local part and makes it unique. */
  username: lineText('Username').trim().max(150, { error: 'Username must be at most 150 characters' }).optional(),
  password: newPasswordField,
  full_name: lineText('Full name')
    .trim()
    .max(100, { error: 'Full name must be at most 100 characters' })
    .optional()
    .nullable(),
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const LoginRequest = z.strictObject({
  email: emailField,
  password: passwordField,
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const LoginResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

export const ForgotPasswordRequest = z.strictObject({ email: emailField });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

export const ResetPasswordRequest = z.strictObject({
  token: lineText('Reset token').min(1, { error: 'Reset token is required' }).max(200, {
    error: 'Reset token is invalid',
  }),
  new_password: newPasswordField,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

export const VerifyEmailRequest = z.strictObject({
  token: lineText('Confirmation token').min(1, { error: 'Confirmation token is required' }).max(200, { error: 'Confirmation token is invalid' }),
});
export type VerifyEmailRequest = z.infer<typeof VerifyEmailRequest>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/** The error body every failing API call answers with. */
export const ErrorResponse = z.object({
  detail: z.string(),
  code: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export { AUTH_MESSAGES } from './messages';
