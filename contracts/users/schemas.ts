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
  /** Reminders before events the member is going to: a day before and an hour before (push), and by e-mail too. */
  remind_day_before: z.boolean(),
  remind_hour_before: z.boolean(),
  remind_by_email: z.boolean(),
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

const setting = (name: string) => z.boolean({ error: `${name} must be true or false` }).optional();

/** Only the settings sent change. */
export const UpdateUserSettingsRequest = z
  .strictObject({
    google_calendar_global_auto_sync: setting('google_calendar_global_auto_sync'),
    remind_day_before: setting('remind_day_before'),
    remind_hour_before: setting('remind_hour_before'),
    remind_by_email: setting('remind_by_email'),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: 'No settings to change', path: ['body'] });
export type UpdateUserSettingsRequest = z.input<typeof UpdateUserSettingsRequest>;
export type UserSettings = z.output<typeof UpdateUserSettingsRequest>;
