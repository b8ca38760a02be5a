import { AUTH_MESSAGES } from '@contracts/auth/schemas';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { findUserById, updateUser } from '../../users/repo';
import type { UserRow } from '../../users/repo';
import { endEveryCredential } from './credentials-repo';
import { hashOpaqueToken, hashPassword, verifyPassword } from './secrets';

async function reload(deps: AppDeps, userId: number): Promise<UserRow> {
  const user = await findUserById(deps.db, userId);
  if (!user) {
    throw new AppError('not_authenticated', 401, AUTH_MESSAGES.notAuthenticated);
  }
  return user;
}

/** Sets or clears the member's full name. */
export async function updateProfile(deps: AppDeps, actor: UserRow, fullName: string | null): Promise<UserRow> {
  await updateUser(deps.db, actor.id, { full_name: fullName });
  return reload(deps, actor.id);
}

/**
 * Changes the password after checking the current one, and in the same transaction ends every
 * credential whoever knew the old password could have made (credentials-repo.ts: other sessions,
 * API tokens, reset links, the feed address): they are out at once. This device stays signed in.
 */
export async function changePassword(
  deps: AppDeps,
  actor: UserRow,
  rawToken: string,
  input: { current_password: string; new_password: string },
): Promise<{ message: string; other_sessions_ended: number }> {
  if (!actor.password_hash) {
    throw new AppError('no_password', 409, AUTH_MESSAGES.noPasswordToChange);
  }
  if (!(await verifyPassword(actor.password_hash, input.current_password))) {
    throw new AppError('wrong_password', 400, AUTH_MESSAGES.wrongCurrentPassword, [
      { field: 'current_password', message: AUTH_MESSAGES.wrongCurrentPassword },
    ]);
  }
  const passwordHash = await hashPassword(input.new_password, deps.config.passwordCost);
  const nowIso = deps.clock().toISOString();
  const ended = await deps.db.transaction(async (trx) => {
    await updateUser(trx, actor.id, { password_hash: passwordHash });
    return endEveryCredential(trx, actor.id, nowIso, hashOpaqueToken(rawToken));
  });
  return { message: AUTH_MESSAGES.passwordChanged, other_sessions_ended: ended };
}
