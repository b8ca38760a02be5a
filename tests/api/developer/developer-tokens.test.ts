import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiTokenSchema, CreateTokenResponse, DEVELOPER_MESSAGES } from '@contracts/developer/schemas';
import type { ApiToken } from '@contracts/developer/schemas';
import { API_TOKEN_PATTERN } from '@contracts/developer/token-format';
import { hasValidChecksum, newApiToken } from '../../../server/features/developer/token-format';
import { issueApiToken } from '../../support/api-tokens';
import { signUp } from '../../support/factories';
import type { SignedInUser } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

let t: TestApp;
let sam: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  sam = await signUp(t);
});
afterAll(async () => {
  await t.close();
});

const DAY = 24 * 60 * 60 * 1000;
const bearer = (raw: string) => ({ Authorization: `Bearer ${raw}` });

async function createToken(body: Record<string, unknown>, auth = sam.auth): Promise<CreateTokenResponse> {
  const res = await t.request().post('/api/developer/tokens').set(auth).send(body).expect(201);
  return CreateTokenResponse.parse(res.body);
}

/** Every SQL statement the app's database runs while `work` runs. */
async function queriesDuring(work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const listener = (query: Knex.Sql) => seen.push(query.sql);
  t.deps.db.on('query', listener);
  try {
    await work();
  } finally {
    t.deps.db.removeListener('query', listener);
  }
  return seen;
}

describe('a token\'s life', () => {
  it('is created with its secret shown once, listed by prefix, works as its member, then deactivated and deleted', async () => {
    const created = await createToken({ name: '  Calendar script  ', expires_days: 30 });
    expect(created.message).toBe(DEVELOPER_MESSAGES.tokenCreated);
    expect(created.raw_token).toMatch(new RegExp(`^${API_TOKEN_PATTERN}$`));
    expect(created.token).toMatchObject({ name: 'Calendar script', is_active: true, is_expired: false, access: 'read_write', last_used_at: null });
    expect(created.raw_token.startsWith(created.token.token_prefix)).toBe(true);
    expect(created.token.token_prefix).toMatch(/^gthr_[0-9A-Za-z]{4}$/);
    expect(Date.parse(created.token.expires_at ?? '') - Date.parse(created.token.created_at)).toBe(30 * DAY);

    const listed = (await t.request().get('/api/developer/tokens').set(sam.auth).expect(200)).body as ApiToken[];
    expect(listed.map((token) => token.id)).toContain(created.token.id);
    expect(JSON.stringify(listed)).not.toContain(created.raw_token);
    const one = (await t.request().get(`/api/developer/tokens/${created.token.id}`).set(sam.auth).expect(200)).body as ApiToken;
    expect(ApiTokenSchema.parse(one)).toMatchObject({ id: created.token.id, token_prefix: created.token.token_prefix });

    const me = await t.request().get('/api/auth/me').set(bearer(created.raw_token)).expect(200);
    expect((me.body as { id: number }).id).toBe(sam.user.id);
    await t.request().get('/api/events/attending').set(bearer(created.raw_token)).expect(200);

    const deactivated = await t.request().patch(`/api/developer/tokens/${created.token.id}/deactivate`).set(sam.auth).expect(200);
    expect(deactivated.body).toMatchObject({ id: created.token.id, is_active: false });
    const refused = await t.request().get('/api/events/attending').set(bearer(created.raw_token)).expect(401);
    expect(refused.body).toEqual({ detail: DEVELOPER_MESSAGES.deactivatedToken, code: 'api_token_deactivated' });
    const stillListed = (await t.request().get('/api/developer/tokens').set(sam.auth).expect(200)).body as ApiToken[];
    expect(stillListed.find((token) => token.id === created.token.id)).toMatchObject({ is_active: false });
    // Deactivating again changes nothing.
    await t.request().patch(`/api/developer/tokens/${created.token.id}/deactivate`).set(sam.auth).expect(200);

    await t.request().delete(`/api/developer/tokens/${created.token.id}`).set(sam.auth).expect(204);
    const gone = await t.request().get('/api/events/attending').set(bearer(created.raw_token)).expect(401);
    expect(gone.body).toEqual({ detail: DEVELOPER_MESSAGES.deletedToken, code: 'api_token_deleted' });
    const after = (await t.request().get('/api/developer/tokens').set(sam.auth).expect(200)).body as ApiToken[];
    expect(after.map((token) => token.id)).not.toContain(created.token.id);
    await t.request().get(`/api/developer/tokens/${created.token.id}`).set(sam.auth).expect(404);
    await t.request().delete(`/api/developer/tokens/${created.token.id}`).set(sam.auth).expect(404);
  });

  it('expires after the days chosen, and never without a choice', async () => {
    const week = await createToken({ name: 'A week', expires_days: 7 });
    const forever = await createToken({ name: 'Forever', expires_days: null });
    expect(forever.token.expires_at).toBeNull();
    t.advanceClock(7 * DAY - 1000);
    try {
      await t.request().get('/api/auth/me').set(bearer(week.raw_token)).expect(200);
      t.advanceClock(2000);
      const expired = await t.request().get('/api/auth/me').set(bearer(week.raw_token)).expect(401);
      expect(expired.body).toEqual({ detail: DEVELOPER_MESSAGES.expiredToken(week.token.expires_at ?? ''), code: 'api_token_expired' });
      expect((expired.body as { detail: string }).detail).toMatch(/^This API token expired on \d{4}-\d{2}-\d{2}\.$/);
      const listed = (await t.request().get(`/api/developer/tokens/${week.token.id}`).set(sam.auth).expect(200)).body as ApiToken;
      expect(listed).toMatchObject({ is_active: false, is_expired: true });
      t.advanceClock(400 * DAY);
      await t.request().get('/api/auth/me').set(bearer(forever.raw_token)).expect(200);
    } finally {
      t.advanceClock(-(7 * DAY + 1000 + 400 * DAY));
    }
  });

  it('answers 401 for a token that never existed, and for a member whose account was deactivated', async () => {
    const unknown = newApiToken().raw;
    const res = await t.request().get('/api/auth/me').set(bearer(unknown)).expect(401);
    expect(res.body).toEqual({ detail: DEVELOPER_MESSAGES.unknownToken, code: 'invalid_api_token' });

    const leaving = await signUp(t);
    const { raw } = await issueApiToken(t, leaving.user.id);
    await t.deps.db('users').where({ id: leaving.user.id }).update({ is_active: false });
    const inactive = await t.request().get('/api/auth/me').set(bearer(raw)).expect(401);
    expect((inactive.body as { code: string }).code).toBe('account_inactive');
  });

  it('is taken only from the Authorization header, never from the address', async () => {
    const { raw } = await issueApiToken(t, sam.user.id);
    const res = await t.request().get(`/api/auth/me?access_token=${raw}`).expect(401);
    expect(res.body).toEqual({ detail: DEVELOPER_MESSAGES.tokenNotInHeader, code: 'api_token_not_in_header' });
  });
});

describe('creating tokens', () => {
  it('requires a name, trimmed, and one of the expiry choices and access levels', async () => {
    const bad = async (body: Record<string, unknown>) =>
      ((await t.request().post('/api/developer/tokens').set(sam.auth).send(body).expect(400)).body as { detail: string }).detail;
    expect(await bad({ name: '   ' })).toBe(`name: ${DEVELOPER_MESSAGES.nameRequired}`);
    expect(await bad({})).toBe('name: This field is required');
    expect(await bad({ name: 'x'.repeat(101) })).toBe(`name: ${DEVELOPER_MESSAGES.nameTooLong}`);
    expect(await bad({ name: 'A', expires_days: 10 })).toBe(`expires_days: ${DEVELOPER_MESSAGES.expiryChoices}`);
    expect(await bad({ name: 'A', expires_days: '30' })).toBe(`expires_days: ${DEVELOPER_MESSAGES.expiryChoices}`);
    expect(await bad({ name: 'A', access: 'admin' })).toBe('access: access must be read_only or read_write');
    expect(await bad({ name: 'A', scopes: ['all'] })).toBe('scopes: Unknown field: scopes');
    for (const days of [7, 30, 90, 365]) {
      const { token } = await createToken({ name: `${days} days`, expires_days: days, access: 'read_only' });
      expect(Date.parse(token.expires_at ?? '') - Date.parse(token.created_at)).toBe(days * DAY);
      expect(token.access).toBe('read_only');
    }
  });

  it('holds at most 50 tokens an account; deleted ones do not count', async () => {
    const busy = await signUp(t);
    for (let i = 0; i < 49; i += 1) {
      await issueApiToken(t, busy.user.id);
    }
    const last = await createToken({ name: 'Fiftieth' }, busy.auth);
    const refused = await t.request().post('/api/developer/tokens').set(busy.auth).send({ name: 'One too many' }).expect(409);
    expect(refused.body).toEqual({ detail: DEVELOPER_MESSAGES.tooManyTokens, code: 'too_many_tokens' });
    await t.request().delete(`/api/developer/tokens/${last.token.id}`).set(busy.auth).expect(204);
    await createToken({ name: 'Room again' }, busy.auth);
  });

  it('shows and manages only the member\'s own tokens', async () => {
    const other = await signUp(t);
    const theirs = await createToken({ name: 'Theirs' }, other.auth);
    await t.request().get(`/api/developer/tokens/${theirs.token.id}`).set(sam.auth).expect(404);
    await t.request().patch(`/api/developer/tokens/${theirs.token.id}/deactivate`).set(sam.auth).expect(404);
    await t.request().delete(`/api/developer/tokens/${theirs.token.id}`).set(sam.auth).expect(404);
    const mine = (await t.request().get('/api/developer/tokens').set(sam.auth).expect(200)).body as ApiToken[];
    expect(mine.map((token) => token.id)).not.toContain(theirs.token.id);
    await t.request().get('/api/auth/me').set(bearer(theirs.raw_token)).expect(200);
  });
});

describe('what a token may not do', () => {
  it('never reaches the session-only routes: token management and signing out', async () => {
    const { raw } = await issueApiToken(t, sam.user.id);
    const expectRefused = (res: { status: number; body: unknown }) => {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: DEVELOPER_MESSAGES.sessionRequired, code: 'session_required' });
    };
    expectRefused(await t.request().get('/api/developer/tokens').set(bearer(raw)));
    expectRefused(await t.request().post('/api/developer/tokens').set(bearer(raw)).send({ name: 'Minted by a leak' }));
    expectRefused(await t.request().post('/api/auth/logout').set(bearer(raw)));
    const stored = await t.deps.db('api_tokens').where({ user_id: sam.user.id, name: 'Minted by a leak' });
    expect(stored).toEqual([]);
  });

  it('read-only: reads, and gets 403 on any write, before the route runs', async () => {
    const { raw } = await issueApiToken(t, sam.user.id, 'read_only');
    await t.request().get('/api/communities/').set(bearer(raw)).expect(200);
    const before = await t.deps.db('communities').count<{ n: number | string }[]>({ n: '*' });
    const res = await t.request().post('/api/communities/').set(bearer(raw)).send({ name: 'Nope' }).expect(403);
    expect(res.body).toEqual({ detail: DEVELOPER_MESSAGES.readOnlyToken, code: 'read_only_token' });
    expect(await t.deps.db('communities').count<{ n: number | string }[]>({ n: '*' })).toEqual(before);
    // With an Idempotency-Key, the same refusal (and no key is claimed).
    await t.request().post('/api/communities/').set(bearer(raw)).set('Idempotency-Key', 'ro-1').send({ name: 'Nope' }).expect(403);
    expect(await t.deps.db('idempotency_keys').where({ key: 'ro-1' })).toEqual([]);
  });

  it('read-write: writes as its member', async () => {
    const { raw } = await issueApiToken(t, sam.user.id, 'read_write');
    const res = await t.request().post('/api/communities/').set(bearer(raw)).send({ name: 'Made by a script' }).expect(201);
    expect((res.body as { owner: { id: number } }).owner.id).toBe(sam.user.id);
  });
});

describe('the secret', () => {
  it('is never stored: the table holds its SHA-256 and a 9-character prefix only', async () => {
    const created = await createToken({ name: 'Secret keeper' });
    const random = created.raw_token.slice('gthr_'.length);
    const rows = await t.deps.db('api_tokens').select('*');
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(created.raw_token);
    expect(dump).not.toContain(random.slice(4, 20));
    const row = rows.find((r: { id: number }) => r.id === created.token.id) as Record<string, unknown>;
    expect(row.token_hash).toBe(createHash('sha256').update(created.raw_token).digest('hex'));
    expect(row.token_prefix).toBe(created.raw_token.slice(0, 9));
    expect(Object.keys(row).sort()).toEqual(
      ['access', 'created_at', 'deactivated_at', 'deleted_at', 'expires_at', 'id', 'last_used_at', 'name', 'token_hash', 'token_prefix', 'user_id'].sort(),
    );
  });

  it('is refused on a wrong checksum without touching the database', async () => {
    const { raw } = await issueApiToken(t, sam.user.id);
    const last = raw.at(-1) === 'A' ? 'B' : 'A';
    const typo = `${raw.slice(0, -1)}${last}`;
    let res: { status: number; body: unknown } = { status: 0, body: null };
    const queries = await queriesDuring(async () => {
      res = await t.request().get('/api/events/attending').set(bearer(typo));
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: DEVELOPER_MESSAGES.malformedToken, code: 'invalid_api_token' });
    expect(queries).toEqual([]);
    // A swapped pair of symbols, a missing one, the wrong prefix: all refused the same way.
    for (const bad of [`${raw.slice(0, 10)}${raw[11]}${raw[10]}${raw.slice(12)}`, raw.slice(0, -1), `gthr_${raw.slice(6)}x`]) {
      if (bad !== raw) {
        expect((await t.request().get('/api/auth/me').set(bearer(bad))).body).toMatchObject({ code: 'invalid_api_token' });
      }
    }
  });

  it('has a checksum made-up tokens fail: 100,000 random look-alikes, none accepted', () => {
    const symbols = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
    let accepted = 0;
    for (let i = 0; i < 100_000; i += 1) {
      let fake = 'gthr_';
      for (let j = 0; j < 38; j += 1) {
        fake += symbols[Math.floor(Math.random() * 62)];
      }
      accepted += hasValidChecksum(fake) ? 1 : 0;
    }
    expect(accepted).toBe(0);
    expect(hasValidChecksum(newApiToken().raw)).toBe(true);
  });
});

describe('last_used_at', () => {
  it('is written on first use, then at most once a minute however many requests', async () => {
    const created = await createToken({ name: 'Busy script' });
    const lastUsed = async () => ((await t.request().get(`/api/developer/tokens/${created.token.id}`).set(sam.auth).expect(200)).body as ApiToken).last_used_at;
    const isTouch = (sql: string) => /update\s+["`]?api_tokens["`]?\s+set\s+["`]?last_used_at/i.test(sql);

    const first = await queriesDuring(() => t.request().get('/api/auth/me').set(bearer(created.raw_token)).expect(200));
    expect(first.filter(isTouch)).toHaveLength(1);
    const stamped = await lastUsed();
    expect(stamped).not.toBeNull();

    const burst = await queriesDuring(async () => {
      for (let i = 0; i < 20; i += 1) {
        await t.request().get('/api/auth/me').set(bearer(created.raw_token)).expect(200);
      }
    });
    expect(burst.filter(isTouch)).toEqual([]);
    expect(await lastUsed()).toBe(stamped);

    // Moves the app's clock to a time after the stamp (real time passes too: a busy machine takes seconds for the burst).
    let moved = 0;
    const moveToAfterStamp = (ms: number) => {
      const step = ms - (t.deps.clock().getTime() - Date.parse(stamped ?? ''));
      t.advanceClock(step);
      moved += step;
    };
    moveToAfterStamp(55_000);
    try {
      await t.request().get('/api/auth/me').set(bearer(created.raw_token)).expect(200);
      expect(await lastUsed()).toBe(stamped);
      moveToAfterStamp(61_000);
      await t.request().get('/api/auth/me').set(bearer(created.raw_token)).expect(200);
      const later = await lastUsed();
      expect(Date.parse(later ?? '') - Date.parse(stamped ?? '')).toBeGreaterThanOrEqual(60_000);
    } finally {
      t.advanceClock(-moved);
    }
  });

  it('changes the row once when requests arrive together', async () => {
    const created = await createToken({ name: 'Parallel script' });
    const changedRows: number[] = [];
    const listener = (response: unknown, query: { sql: string }) => {
      if (/update\s+["`]?api_tokens["`]?\s+set\s+["`]?last_used_at/i.test(query.sql)) {
        changedRows.push(Number(response));
      }
    };
    t.deps.db.on('query-response', listener);
    try {
      await Promise.all(Array.from({ length: 10 }, () => t.request().get('/api/auth/me').set(bearer(created.raw_token)).expect(200)));
    } finally {
      t.deps.db.removeListener('query-response', listener);
    }
    // Requests that read the token before the first write each try; the condition lets one change the row.
    expect(changedRows.length).toBeGreaterThanOrEqual(1);
    expect(changedRows.reduce((sum, n) => sum + n, 0)).toBe(1);
  });
});
