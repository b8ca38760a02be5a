import { CALENDAR_MESSAGES } from '@contracts/calendar/schemas';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { googleTransport, oauthClient } from '../../integrations/google/google-clients';
import { classifyGoogleFailure } from '../../integrations/google/google-failure';
import { calendarSetup } from './connection-service';
import * as repo from './connection-repo';
import { deleteFeed } from './feed-repo';
import { decryptToken, SealedTokenError } from './token-cipher';

/** The member's refresh token, or null when it can no longer be decrypted (TOKEN_ENCRYPTION_KEY changed): Gather cannot present it to anyone. */
function readableToken(key: Buffer, sealed: string): string | null {
  try {
    return decryptToken(key, sealed);
  } catch (err) {
    if (err instanceof SealedTokenError) {
      return null;
    }
    throw err;
  }
}

/**
 * Revokes the member's grant at Google. A grant Google no longer knows (400 invalid_token,
 * already revoked or expired) counts as revoked; an outage throws, so nothing is forgotten while a
 * live grant remains at Google. A token that cannot be decrypted cannot be revoked by Gather, nor
 * ever used again: it is forgotten (the member can still remove access in their Google account).
 */
async function revokeAtGoogle(deps: AppDeps, userId: number): Promise<void> {
  const { google, keys } = calendarSetup(deps);
  const connection = await repo.findConnection(deps.db, userId);
  const token = connection ? readableToken(keys.tokenKey, connection.refresh_token_enc) : null;
  if (!token) {
    return;
  }
  try {
    await oauthClient(google, undefined, googleTransport(deps.outbound, google)).revokeToken(token);
  } catch (err) {
    const failure = classifyGoogleFailure(err);
    if (failure.kind === 'retry') {
      throw new AppError('google_unavailable', 503, `${CALENDAR_MESSAGES.googleUnavailable} (Clear Connection forgets it here without asking Google.)`);
    }
  }
}

/**
 * Disconnect: revokes at Google, then forgets the grant. Copies already in the calendar stay (the
 * member's calendar keeps what they were going to); sync records stay too, so connecting again
 * updates those copies rather than making new ones.
 */
export async function disconnectGoogleCalendar(deps: AppDeps, userId: number): Promise<void> {
  await revokeAtGoogle(deps, userId);
  await repo.deleteConnection(deps.db, userId);
}

/** Clear Connection: forgets the grant without asking Google (for a grant that is broken anyway). */
export async function clearGoogleCalendarTokens(deps: AppDeps, userId: number): Promise<void> {
  calendarSetup(deps);
  await repo.deleteConnection(deps.db, userId);
}

/**
 * Forgets everything calendar of a member: the Google grant (revoked first when asked, best
 * effort: an account being deleted must not wait on Google) and the feed, whose address stops
 * working at once. For account deletion (issue 18).
 */
export async function forgetCalendar(deps: AppDeps, userId: number, options: { revokeAtGoogle: boolean }): Promise<void> {
  if (options.revokeAtGoogle && deps.config.google && deps.calendar) {
    await revokeAtGoogle(deps, userId).catch(() => undefined);
  }
  await repo.deleteConnection(deps.db, userId);
  await deleteFeed(deps.db, userId);
}
