import { AUTH_MESSAGES } from '@contracts/auth/schemas';
import { isoAfter } from '../../clock';
import type { Db } from '../../db';
import type { AppDeps } from '../../deps';
import { AppError, badRequest } from '../../http/app-error';
import * as mailRepo from '../../queue/mail-repo';
import { PRODUCT_NAME } from '../../product';
import { findUserById, updateUser } from '../../users/repo';
import type { UserRow } from '../../users/repo';
import { VERIFY_TOKEN_TTL_MS, verificationMail } from './mails';
import * as repo from './repo';
import { hashOpaqueToken, newOpaqueToken } from './secrets';

/**
 * E-mail verification: what proves a member receives mail at their address. Until it is proven,
 * invitations addressed to that address are neither shown to nor opened for them, and ADMIN_EMAILS
 * grants nothing (see users/proven-email.ts): otherwise whoever registers an address first would
 * read its invitations and take its rights.
 */

/** Queues a confirmation mail for the member's current address, in the caller's transaction `db`. */
export async function queueVerificationMail(deps: AppDeps, db: Db, user: Pick<UserRow, 'id' | 'email'>): Promise<void> {
  const now = deps.clock();
  const nowIso = now.toISOString();
  const token = newOpaqueToken();
  await repo.insertEmailVerification(db, { user_id: user.id, email: user.email, token_hash: token.hash, created_at: nowIso, expires_at: isoAfter(now, VERIFY_TOKEN_TTL_MS) });
  const mail = verificationMail(user.email, deps.config.publicUrl, token.raw, PRODUCT_NAME);
  await mailRepo.enqueueMail(db, { kind: 'email_verification', senderId: null, invitationId: null, mail, nowIso });
}

/**
 * Marks an address proven: by a confirmation link, or (issue 12) when Google's sign-in says
 * `email_verified` for this very address. Grants the site-admin rights ADMIN_EMAILS names.
 */
export async function markEmailVerified(deps: AppDeps, db: Db, user: Pick<UserRow, 'id' | 'email' | 'is_admin'>, nowIso: string): Promise<void> {
  await updateUser(db, user.id, {
    email_verified_at: nowIso,
    ...(deps.config.adminEmails.has(user.email) && !user.is_admin ? { is_admin: true } : {}),
  });
}

/** Follows a confirmation link: single use, 24 hours, and only for the address it was sent to. */
export async function verifyEmail(deps: AppDeps, rawToken: string): Promise<{ message: string }> {
  const nowIso = deps.clock().toISOString();
  const confirmed = await deps.db.transaction(async (trx) => {
    const proof = await repo.consumeEmailVerification(trx, hashOpaqueToken(rawToken), nowIso);
    const user = proof ? await findUserById(trx, proof.userId) : null;
    if (!proof || !user?.is_active || user.email !== proof.email) {
      return false;
    }
    if (user.email_verified_at === null) {
      await markEmailVerified(deps, trx, user, nowIso);
    }
    return true;
  });
  if (!confirmed) {
    throw badRequest('invalid_verification_token', AUTH_MESSAGES.invalidVerificationToken);
  }
  return { message: AUTH_MESSAGES.emailVerified };
}

/** Sends a new confirmation link (the route limits how often). */
export async function resendVerification(deps: AppDeps, user: UserRow): Promise<{ message: string }> {
  if (user.email_verified_at !== null) {
    throw new AppError('already_verified', 409, AUTH_MESSAGES.alreadyVerified);
  }
  await deps.db.transaction((trx) => queueVerificationMail(deps, trx, user));
  deps.jobs.kickMail();
  return { message: AUTH_MESSAGES.verificationSent };
}
