import { z } from 'zod';

/** Field builders shared by every contract, so limits and messages are defined once. */
export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'Email must be at most 254 characters' })
  .pipe(z.email({ error: 'Enter a valid email address' }));

export const passwordField = z
  .string({ error: 'Password is required' })
  .min(1, { error: 'Password is required' })
  .max(256, { error: 'Password must be at most 256 characters' });

export const newPasswordField = z
  .string({ error: 'Password is required' })
  .min(8, { error: 'Password must be at least 8 characters long' })
  .max(256, { error: 'Password must be at most 256 characters' });

export const isoDateTime = z.iso.datetime({ offset: true });
