import type { Db } from '../../db';
import type { AppDeps } from '../../deps';
import { markSignedIn } from '../../users/repo';

/**
 * Notes a sign-in: `last_login_at` and `last_seen_at` become now. Every way in calls this one
 * function (password login, password reset, Google sign-in), so the admin's sign-in figures count
 * them all alike. Pass the caller's transaction as `db` when the sign-in is part of one.
 */
export async function recordSignIn(deps: Pick<AppDeps, 'db' | 'clock'>, userId: number, db: Db = deps.db): Promise<void> {
  await markSignedIn(db, userId, deps.clock().toISOString());
}
