import { isoAfter } from '../../clock';
import { DEVELOPER_MESSAGES, MAX_TOKENS_PER_MEMBER } from '@contracts/developer/schemas';
import type { ApiToken, CreateTokenParsed, CreateTokenResponse } from '@contracts/developer/schemas';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../http/app-error';
import type { UserRow } from '../../users/repo';
import { canManageToken } from './policy';
import { presentToken } from './presenter';
import * as repo from './repo';
import type { ApiTokenRow } from './repo';
import { newApiToken } from './token-format';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Makes a token for the member; the raw secret is in this answer and nowhere else, ever. */
export async function createToken(deps: AppDeps, actor: UserRow, input: CreateTokenParsed): Promise<CreateTokenResponse> {
  const now = deps.clock();
  const secret = newApiToken();
  const row = await repo.insertToken(
    deps.db,
    {
      user_id: actor.id,
      name: input.name,
      token_hash: secret.hash,
      token_prefix: secret.prefix,
      access: input.access,
      created_at: now.toISOString(),
      expires_at: input.expires_days ? isoAfter(now, input.expires_days * DAY_MS) : null,
    },
    MAX_TOKENS_PER_MEMBER,
  );
  if (!row) {
    throw new AppError('too_many_tokens', 409, DEVELOPER_MESSAGES.tooManyTokens);
  }
  return { token: presentToken(row, now.toISOString()), raw_token: secret.raw, message: DEVELOPER_MESSAGES.tokenCreated };
}

export async function listTokens(deps: AppDeps, actor: UserRow): Promise<ApiToken[]> {
  const nowIso = deps.clock().toISOString();
  return (await repo.listTokens(deps.db, actor.id)).map((row) => presentToken(row, nowIso));
}

/** One of the member's own tokens; anyone else's, or a deleted one, answers 404. */
export async function loadToken(deps: AppDeps, actor: UserRow, id: number): Promise<ApiTokenRow> {
  const token = await repo.findToken(deps.db, id);
  if (!token || !canManageToken(actor, token)) {
    throw notFound(DEVELOPER_MESSAGES.tokenNotFound);
  }
  return token;
}

export const presentNow = (deps: AppDeps, token: ApiTokenRow): ApiToken => presentToken(token, deps.clock().toISOString());

/** Stops the token from authenticating, at once and for good; it stays in the list, marked inactive. */
export async function deactivateToken(deps: AppDeps, token: ApiTokenRow): Promise<ApiToken> {
  const nowIso = deps.clock().toISOString();
  await repo.deactivateToken(deps.db, token.id, nowIso);
  return presentToken({ ...token, deactivated_at: token.deactivated_at ?? nowIso }, nowIso);
}

/** Removes the token from the list; a client still sending it is told it was deleted. */
export async function deleteToken(deps: AppDeps, token: ApiTokenRow): Promise<void> {
  await repo.deleteToken(deps.db, token.id, deps.clock().toISOString());
}
