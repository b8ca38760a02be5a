import type { Db } from '../../db';

export type OAuthPurpose = 'sign_in' | 'calendar';

export interface OAuthFlowRow {
  id: number;
  state_hash: string;
  purpose: OAuthPurpose;
  code_verifier: string;
  nonce: string;
  client_state: string | null;
  user_id: number | null;
  created_at: string;
  expires_at: string;
}

export async function insertFlow(db: Db, row: Omit<OAuthFlowRow, 'id'>): Promise<void> {
  await db('oauth_flows').insert(row);
}

/**
 * Takes a flow once: deletes it and returns it if it was there, unexpired, for that purpose. Two
 * callbacks racing with one `state` get it once between them.
 */
export async function takeFlow(db: Db, stateHash: string, purpose: OAuthPurpose, nowIso: string): Promise<OAuthFlowRow | null> {
  const row = await db('oauth_flows').where({ state_hash: stateHash }).first<OAuthFlowRow | undefined>();
  if (!row) {
    return null;
  }
  const deleted = await db('oauth_flows').where({ id: row.id }).delete();
  return deleted === 1 && row.purpose === purpose && row.expires_at > nowIso ? row : null;
}

/** Forgets flows nobody finished. */
export async function purgeFlowsBefore(db: Db, nowIso: string): Promise<void> {
  await db('oauth_flows').where('expires_at', '<', nowIso).delete();
}
