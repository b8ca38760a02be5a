import type { UserSettings } from '@contracts/users/schemas';
import { randomUUID } from 'node:crypto';
import { AUTH_MESSAGES } from '@contracts/auth/schemas';
import type { LoginRequest, LoginResponse, RegisterRequest, ResetPasswordRequest } from '@contracts/auth/schemas';
import { isoAfter } from '../../clock';
import { isUniqueViolation } from '../../db';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import * as mailRepo from '../../queue/mail-repo';
import { PRODUCT_NAME } from '../../product';
import { findUserByEmail, findUserById, insertUser, updateUser, usernamesStartingWith } from '../../users/repo';
import type { UserRow } from '../../users/repo';
import { queueVerificationMail } from './email-verification';
import { kickCalendarSync, queueMemberSync } from '../calendar';
import { passwordResetMail } from './mails';
import { endEveryCredential } from './credentials-repo';
import { recordSignIn } from './record-sign-in';
import * as repo from './repo';
import { burnPasswordCheck, hashOpaqueToken, hashPassword, newOpaqueToken, verifyPassword } from './secrets';
import { firstFreeUsername, usernameBase } from './username';

export async function register(deps: AppDeps, input: RegisterRequest): Promise<UserRow> {
  const { db, clock } = deps;
  if (await findUserByEmail(db, input.email)) {
    throw new AppError('email_taken', 409, AUTH_MESSAGES.emailTaken);
  }
  const passwordHash = await hashPassword(input.password, deps.config.passwordCost);
  const base = usernameBase(input.username || input.email);
  // Two tries: a concurrent sign-up can take the chosen username between the read and the insert.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const username = firstFreeUsername(base, await usernamesStartingWith(db, base));
    try {
      // Unproven until the mailed link is followed: no ADMIN_EMAILS rights, no invitations to the address yet.
      const user = await db.transaction(async (trx) => {
        const created = await insertUser(trx, {
          uuid: randomUUID(),
          email: input.email,
          username,
          full_name: input.full_name ? input.full_name : null,
          password_hash: passwordHash,
          is_admin: false,
          created_at: clock().toISOString(),
        });
        await queueVerificationMail(deps, trx, created);
        return created;
      });
      deps.jobs.kickMail();
      return user;
    } catch (err) {
      if (!isUniqueViolation(err)) {
        throw err;
      }
      if (await findUserByEmail(db, input.email)) {
        throw new AppError('email_taken', 409, AUTH_MESSAGES.emailTaken);
      }
    }
  }
  throw new AppError('username_busy', 409, 'Could not reserve a username, please try again');
}

/**
 * Opens a session for a user and returns its raw bearer token (shown once, stored only as a hash).
 * Every sign-in goes through here (password or Google), so last_login_at and ADMIN_EMAILS rights are kept in one place.
 */
export async function openSession(deps: AppDeps, user: UserRow): Promise<string> {
  const now = deps.clock();
  const token = newOpaqueToken();
  await repo.insertSession(deps.db, {
    user_id: user.id,
    token_hash: token.hash,
    created_at: now.toISOString(),
    expires_at: isoAfter(now, deps.config.sessionDays * 24 * 60 * 60 * 1000),
  });
  await recordSignIn(deps, user.id);
  if (deps.config.adminEmails.has(user.email) && user.email_verified_at !== null && !user.is_admin) {
    await updateUser(deps.db, user.id, { is_admin: true });
  }
  return token.raw;
}

export async function login(deps: AppDeps, input: LoginRequest): Promise<LoginResponse> {
  const user = await findUserByEmail(deps.db, input.email);
  if (!user?.password_hash) {
    await burnPasswordCheck(input.password, deps.config.passwordCost);
    throw new AppError('invalid_credentials', 401, AUTH_MESSAGES.invalidCredentials);
  }
  if (!(await verifyPassword(user.password_hash, input.password))) {
    throw new AppError('invalid_credentials', 401, AUTH_MESSAGES.invalidCredentials);
  }
  if (!user.is_active) {
    throw new AppError('account_inactive', 403, AUTH_MESSAGES.accountInactive);
  }
  return { access_token: await openSession(deps, user), token_type: 'bearer' };
}

export async function userForToken(deps: AppDeps, rawToken: string): Promise<UserRow | null> {
  const user = await repo.findUserBySessionHash(deps.db, hashOpaqueToken(rawToken), deps.clock().toISOString());
  return user?.is_active ? user : null;
}

export async function logout(deps: AppDeps, rawToken: string): Promise<void> {
  await repo.revokeSession(deps.db, hashOpaqueToken(rawToken), deps.clock().toISOString());
}

export async function updateSettings(deps: AppDeps, user: UserRow, settings: UserSettings): Promise<UserRow> {
  const changes = Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
  await deps.db.transaction(async (trx) => {
    await updateUser(trx, user.id, changes);
    // Turning sync on adds the member's upcoming going events; turning it off leaves what is there.
    if (settings.google_calendar_global_auto_sync === true && !user.google_calendar_global_auto_sync) {
      await queueMemberSync(deps, trx, user.id);
    }
  });
  kickCalendarSync(deps);
  const updated = await findUserById(deps.db, user.id);
  if (!updated) {
    throw new AppError('not_authenticated', 401, AUTH_MESSAGES.notAuthenticated);
  }
  return updated;
}

/**
 * Starts a password reset. Answers the same whether or not the e-mail exists. The token and its
 * mail are stored in one transaction and the mail worker sends the mail (retrying while the mail
 * server is down, giving up once the token has expired), so no SMTP wait tells that the account
 * exists, and a mail server outage or a restart loses no reset mail.
 */
export async function forgotPassword(deps: AppDeps, email: string): Promise<{ message: string }> {
  const user = await findUserByEmail(deps.db, email);
  if (user?.is_active) {
    const now = deps.clock();
    const nowIso = now.toISOString();
    const token = newOpaqueToken();
    const mail = passwordResetMail(user.email, deps.config.publicUrl, token.raw, PRODUCT_NAME);
    await deps.db.transaction(async (trx) => {
      await repo.insertPasswordReset(trx, {
        user_id: user.id,
        token_hash: token.hash,
        created_at: nowIso,
        expires_at: isoAfter(now, mailRepo.RESET_TOKEN_TTL_MS),
      });
      // Only the newest reset mail is worth sending; older tokens keep working until they expire.
      await mailRepo.withdrawUnsentPasswordResets(trx, user.email, nowIso);
      await mailRepo.enqueueMail(trx, { kind: 'password_reset', senderId: null, invitationId: null, mail, nowIso });
    });
    // After the commit, so the worker finds the mail: it normally leaves at once.
    deps.jobs.kickMail();
  }
  return { message: AUTH_MESSAGES.forgotPasswordSent };
}

/** Sets a new password with a single-use reset token, and ends every credential of the account (credentials-repo.ts). */
export async function resetPassword(deps: AppDeps, input: ResetPasswordRequest): Promise<{ message: string }> {
  const passwordHash = await hashPassword(input.new_password, deps.config.passwordCost);
  const nowIso = deps.clock().toISOString();
  await deps.db.transaction(async (trx) => {
    const userId = await repo.consumePasswordReset(trx, hashOpaqueToken(input.token), nowIso);
    if (userId === null) {
      throw new AppError('invalid_reset_token', 400, AUTH_MESSAGES.invalidResetToken);
    }
    await updateUser(trx, userId, { password_hash: passwordHash });
    // The link proves the mailbox: whatever was made with the old password ends here (sessions, API tokens, other links, the feed address).
    await endEveryCredential(trx, userId, nowIso);
    // Proving the mailbox and choosing a new password is the member signing in, though no session opens here.
    await recordSignIn(deps, userId, trx);
  });
  return { message: AUTH_MESSAGES.passwordReset };
}
