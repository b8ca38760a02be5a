import type { AccountExport, DeleteAccountResponse } from '@contracts/account/schemas';
import { ACCOUNT_MESSAGES } from '@contracts/account/messages';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { findSessionStart, hashOpaqueToken, verifyPassword } from '../auth';
import { presentUser } from '../../users/presenter';
import type { UserRow } from '../../users/repo';
import { exportSections } from './export-repo';
import { closeAccount } from './purge-repo';
import { forgetCalendar } from '../calendar';
import { giveUpSeats } from '../events';

/** An account without a password (made through Google) proves its owner by a sign-in this recent. */
export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

/** The owner of the account is at the keyboard: their password, or a fresh sign-in when they have none. */
async function confirmOwner(deps: AppDeps, actor: UserRow, rawToken: string, password: string | undefined): Promise<void> {
  if (actor.password_hash) {
    if (password === undefined) {
      throw new AppError('password_required', 400, ACCOUNT_MESSAGES.passwordRequired, [{ field: 'password', message: ACCOUNT_MESSAGES.passwordRequired }]);
    }
    if (!(await verifyPassword(actor.password_hash, password))) {
      throw new AppError('wrong_password', 400, ACCOUNT_MESSAGES.wrongPassword, [{ field: 'password', message: ACCOUNT_MESSAGES.wrongPassword }]);
    }
    return;
  }
  const startedAt = await findSessionStart(deps.db, hashOpaqueToken(rawToken));
  if (!startedAt || deps.clock().getTime() - new Date(startedAt).getTime() > RECENT_SIGN_IN_MS) {
    throw new AppError('reauthentication_required', 403, ACCOUNT_MESSAGES.signInAgain);
  }
}

/**
 * Deletes the member's account. At once, in one transaction: it signs nobody in (every session and
 * push subscription goes) and its purge is queued; the purge job then removes the personal data
 * (purge-repo.ts), durably, well within the 30 days the privacy policy promises.
 */
export async function deleteAccount(deps: AppDeps, actor: UserRow, rawToken: string, password: string | undefined): Promise<DeleteAccountResponse> {
  await confirmOwner(deps, actor, rawToken, password);
  const nowIso = deps.clock().toISOString();
  // Google is asked to revoke the calendar grant first (best effort: deletion never waits on Google).
  await forgetCalendar(deps, actor.id, { revokeAtGoogle: true });
  await deps.db.transaction(async (trx) => {
    // Their seats go to the members waiting, told at once, rather than when the purge runs.
    await giveUpSeats(deps, trx, actor.id, nowIso);
    await closeAccount(trx, actor.id, nowIso);
  });
  deps.jobs.kickAccountPurge();
  return { message: ACCOUNT_MESSAGES.deleted };
}

/** Everything the member wrote and set, for "Download my data". */
export async function exportAccount(deps: AppDeps, actor: UserRow): Promise<AccountExport> {
  return {
    exported_at: deps.clock().toISOString(),
    format: 'gather-account-export/1',
    account: presentUser(actor),
    sections: await exportSections(deps.db, actor.id, actor.email),
  };
}
