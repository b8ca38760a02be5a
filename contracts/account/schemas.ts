import { z } from 'zod';
import { passwordField } from '../fields';
import { UserSchema } from '../users/schemas';

/**
 * Deleting one's own account. An account with a password proves it is its owner with the password;
 * an account without one (made through Google) with a sign-in of the last 10 minutes.
 */
export const DeleteAccountRequest = z.strictObject({
  password: passwordField.optional(),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;

export const DeleteAccountResponse = z.object({ message: z.string() });
export type DeleteAccountResponse = z.infer<typeof DeleteAccountResponse>;

const Row = z.record(z.string(), z.unknown());

/**
 * Everything the member wrote and set, as "Download my data" saves it: one section per kind of
 * data. Sections hold rows as stored (times in UTC, ISO 8601); secrets (password and token hashes)
 * never leave the server.
 */
export const AccountExport = z.object({
  exported_at: z.string(),
  format: z.literal('gather-account-export/1'),
  account: UserSchema,
  sections: z.record(z.string(), z.array(Row)),
});
export type AccountExport = z.infer<typeof AccountExport>;
