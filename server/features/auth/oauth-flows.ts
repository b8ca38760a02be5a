import { createHash, randomBytes } from 'node:crypto';
import type { AppDeps } from '../../deps';
import { isoAfter } from '../../clock';
import { hashOpaqueToken } from './secrets';
import * as repo from './oauth-flow-repo';
import type { OAuthFlowRow, OAuthPurpose } from './oauth-flow-repo';

/** How long a member has to finish at Google before the flow is refused. */
export const OAUTH_FLOW_TTL_MS = 10 * 60 * 1000;

/** What goes out to Google for a new flow: the `state` and `nonce` to send and the PKCE S256 challenge. */
export interface StartedFlow {
  state: string;
  nonce: string;
  codeChallenge: string;
}

/**
 * Starts an authorization: a random `state` (only its hash is stored, single-use, ten minutes),
 * a `nonce` the ID token must carry back, and a PKCE verifier kept here, its S256 challenge sent.
 */
export async function startFlow(
  deps: AppDeps,
  purpose: OAuthPurpose,
  owner: { userId: number | null; clientState: string | null },
): Promise<StartedFlow> {
  const now = deps.clock();
  const state = randomBytes(32).toString('base64url');
  const nonce = randomBytes(24).toString('base64url');
  const codeVerifier = randomBytes(48).toString('base64url');
  await repo.insertFlow(deps.db, {
    state_hash: hashOpaqueToken(state),
    purpose,
    code_verifier: codeVerifier,
    nonce,
    client_state: owner.clientState,
    user_id: owner.userId,
    created_at: now.toISOString(),
    expires_at: isoAfter(now, OAUTH_FLOW_TTL_MS),
  });
  return { state, nonce, codeChallenge: createHash('sha256').update(codeVerifier).digest('base64url') };
}

/** The flow a callback's `state` belongs to, used up; null when unknown, used, expired or of another purpose. */
export async function takeFlow(deps: AppDeps, state: string | undefined, purpose: OAuthPurpose): Promise<OAuthFlowRow | null> {
  if (!state) {
    return null;
  }
  return repo.takeFlow(deps.db, hashOpaqueToken(state), purpose, deps.clock().toISOString());
}
