import { randomUUID } from 'node:crypto';
import { CodeChallengeMethod } from 'google-auth-library';
import { CALENDAR_MESSAGES } from '@contracts/calendar/schemas';
import type { SignInErrorCode } from '@contracts/auth/sign-in-errors';
import { isUniqueViolation } from '../../db';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { SIGN_IN_SCOPES, googleTransport, oauthClient } from '../../integrations/google/google-clients';
import type { GoogleSettings } from '../../integrations/google/google-clients';
import { findUserByEmail, findUserById, insertUser, usernamesStartingWith } from '../../users/repo';
import type { UserRow } from '../../users/repo';
import { markEmailVerified } from './email-verification';
import * as identities from './google-identity-repo';
import { startFlow, takeFlow } from './oauth-flows';
import type { OAuthFlowRow } from './oauth-flow-repo';
import { openSession } from './service';
import { shutOutUnprovenHolder } from './unproven-account-repo';
import { firstFreeUsername, usernameBase } from './username';

/** Who Google says signed in, from an ID token whose signature, audience, issuer, expiry and nonce were checked. */
interface GoogleProfile {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** Google's credentials, or the 503 every Google route answers without them. */
export function requireGoogle(deps: AppDeps, detail: string = CALENDAR_MESSAGES.signInNotConfigured): GoogleSettings {
  if (!deps.config.google) {
    throw new AppError('not_configured', 503, detail);
  }
  return deps.config.google;
}

const redirectUri = (deps: AppDeps) => `${deps.config.publicUrl}/api/auth/google/callback`;

/**
 * Google's sign-in address: authorization code flow with PKCE (S256), a single-use `state` and a
 * `nonce` the ID token must carry back; only `openid email profile` is asked.
 */
export async function googleSignInUrl(deps: AppDeps, clientState: string): Promise<string> {
  const google = requireGoogle(deps);
  const flow = await startFlow(deps, 'sign_in', { userId: null, clientState });
  return oauthClient(google, redirectUri(deps)).generateAuthUrl({
    scope: [...SIGN_IN_SCOPES],
    state: flow.state,
    nonce: flow.nonce,
    code_challenge: flow.codeChallenge,
    code_challenge_method: CodeChallengeMethod.S256,
    prompt: 'select_account',
  });
}

async function verifiedProfile(google: GoogleSettings, deps: AppDeps, code: string, flow: OAuthFlowRow): Promise<GoogleProfile | null> {
  const client = oauthClient(google, redirectUri(deps), googleTransport(deps.outbound, google));
  const { tokens } = await client.getToken({ code, codeVerifier: flow.code_verifier, redirect_uri: redirectUri(deps) });
  if (!tokens.id_token) {
    return null;
  }
  const ticket = await client.verifyIdToken({ idToken: tokens.id_token, audience: google.clientId });
  const payload = ticket.getPayload();
  if (!payload?.sub || payload.nonce !== flow.nonce) {
    return null;
  }
  return { sub: payload.sub, email: payload.email?.toLowerCase() ?? null, emailVerified: payload.email_verified === true, name: payload.name ?? null };
}

type AccountOutcome = { user: UserRow } | { error: SignInErrorCode };

/**
 * Links the Google account to the Gather account with its verified e-mail, proving that address.
 * An account whose address was never proven may have been registered by someone else before its
 * owner (account pre-hijacking): whatever its registrant could still get in with (password,
 * sessions, API tokens, links, feed, push, calendar) ends in the same transaction.
 */
async function linkByEmail(deps: AppDeps, user: UserRow, profile: GoogleProfile & { email: string }): Promise<AccountOutcome> {
  if (await identities.findIdentityOfUser(deps.db, user.id)) {
    return { error: 'already_linked' };
  }
  const nowIso = deps.clock().toISOString();
  await deps.db.transaction(async (trx) => {
    await identities.insertIdentity(trx, { user_id: user.id, sub: profile.sub, email: profile.email, created_at: nowIso });
    if (user.email_verified_at === null) {
      await shutOutUnprovenHolder(trx, user.id, nowIso);
      await markEmailVerified(deps, trx, user, nowIso);
    }
  });
  const linked = await findUserById(deps.db, user.id);
  return linked ? { user: linked } : { error: 'not_confirmed' };
}

/** A new account for a Google account with a verified e-mail: the address counts as proven. */
async function createAccount(deps: AppDeps, profile: GoogleProfile & { email: string }): Promise<AccountOutcome> {
  const base = usernameBase(profile.email);
  const nowIso = deps.clock().toISOString();
  const user = await deps.db.transaction(async (trx) => {
    const created = await insertUser(trx, {
      uuid: randomUUID(),
      email: profile.email,
      username: firstFreeUsername(base, await usernamesStartingWith(trx, base)),
      full_name: profile.name ? profile.name.slice(0, 100) : null,
      password_hash: null,
      is_admin: false,
      created_at: nowIso,
    });
    await identities.insertIdentity(trx, { user_id: created.id, sub: profile.sub, email: profile.email, created_at: nowIso });
    await markEmailVerified(deps, trx, created, nowIso);
    return created;
  });
  const created = await findUserById(deps.db, user.id);
  return created ? { user: created } : { error: 'not_confirmed' };
}

/**
 * The account a Google sign-in opens: the one linked to that Google `sub`; else the one with the
 * same e-mail, linked now, only when Google says the e-mail is verified; else a new account. An
 * unverified Google e-mail links and creates nothing.
 */
async function accountFor(deps: AppDeps, profile: GoogleProfile): Promise<AccountOutcome> {
  const linked = await identities.findIdentityBySub(deps.db, profile.sub);
  if (linked) {
    const user = await findUserById(deps.db, linked.user_id);
    return user ? { user } : { error: 'not_confirmed' };
  }
  if (!profile.email || !profile.emailVerified) {
    return { error: 'email_not_verified' };
  }
  const withEmail = { ...profile, email: profile.email };
  const existing = await findUserByEmail(deps.db, withEmail.email);
  return existing ? linkByEmail(deps, existing, withEmail) : createAccount(deps, withEmail);
}

/** The same, once more after a unique violation: a second callback for the same person won the race. */
async function accountForRetrying(deps: AppDeps, profile: GoogleProfile): Promise<AccountOutcome> {
  try {
    return await accountFor(deps, profile);
  } catch (err) {
    if (!isUniqueViolation(err)) {
      throw err;
    }
    return accountFor(deps, profile);
  }
}

/**
 * Google's redirect back: checks the flow (state, PKCE, nonce), signs in, and answers where the
 * browser goes: {PUBLIC_URL}/auth/callback?token=...&state=... or ?error=<code>&state=... (a code of
 * SIGN_IN_ERROR_TEXTS: the page shows that code's own text, never words from the address)
 */
export async function finishGoogleSignIn(deps: AppDeps, query: { code?: string | undefined; state?: string | undefined; error?: string | undefined }): Promise<string> {
  const google = requireGoogle(deps);
  const back = (params: { error: SignInErrorCode } | { token: string }) => `${deps.config.publicUrl}/auth/callback?${new URLSearchParams(params).toString()}`;
  const flow = await takeFlow(deps, query.state, 'sign_in');
  if (!flow) {
    return back({ error: 'flow_expired' });
  }
  const withState = (params: { error: SignInErrorCode } | { token: string }) => back({ ...params, ...(flow.client_state ? { state: flow.client_state } : {}) });
  if (query.error || !query.code) {
    // Google's own error is never passed on as it came: only its one code the page knows.
    return withState({ error: query.error === 'access_denied' ? 'access_denied' : 'not_confirmed' });
  }
  const profile = await verifiedProfile(google, deps, query.code, flow).catch(() => null);
  if (!profile) {
    return withState({ error: 'not_confirmed' });
  }
  const outcome = await accountForRetrying(deps, profile);
  if ('error' in outcome) {
    return withState({ error: outcome.error });
  }
  if (!outcome.user.is_active) {
    return withState({ error: 'account_inactive' });
  }
  return withState({ token: await openSession(deps, outcome.user) });
}
