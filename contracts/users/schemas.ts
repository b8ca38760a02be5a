import { z } from 'zod';
import { isoDateTime, lineText, newPasswordField, passwordField } from '../fields';

/** A user as the API shows it to that user (spec section 3). */
export const UserSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  email: z.string(),
  username: z.string(),
  full_name: z.string().nullable(),
  created_at: isoDateTime,
  last_login_at: isoDateTime.nullable(),
  is_admin: z.boolean(),
  is_pro: z.boolean(),
  is_active: z.boolean(),
  google_calendar_global_auto_sync: z.boolean(),
  /** Whether the member followed the link mailed to `email` (or Google vouched for it). */
  email_verified: z.boolean(),
  /**
   * How the account signs in: 'email' (e-mail and password), 'google'. An account made through
   * Google may have no password: it confirms account changes with a fresh sign-in instead.
   */
  sign_in_methods: z.array(z.enum(['email', 'google'])),
});
export type User = z.infer<typeof UserSchema>;

/** Edit the full name; '' or null clears it (the app then greets by username). */
export const UpdateProfileRequest = z.strictObject({
  full_name: lineText('Full name')
    .trim()
    .max(100, { error: 'Full name must be at most 100 characters' })
    .nullable()
    .transform((value) => (value ? value : null)),
});
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequest>;

/** Change the password: the current one proves it is the owner; every other session then ends. */
export const ChangePasswordRequest = z.strictObject({
  current_password: passwordField,
  new_password: newPasswordField,
});
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequest>;

export const UpdateUserSettingsRequest = z.strictObject({
  google_calendar_global_auto_sync: z.boolean({ error: 'google_calendar_global_auto_sync must be true or false' }),
});
export type UpdateUserSettingsRequest = z.infer<typeof UpdateUserSettingsRequest>;
