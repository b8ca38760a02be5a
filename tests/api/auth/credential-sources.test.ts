import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { issueApiToken } from '../../support/api-tokens';
import { signUp } from '../../support/factories';
import type { SignedInUser } from '../../support/factories';
import { createTestApp, relaxedRateLimits } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

/**
 * Where a credential may come from: the Authorization header only, written `Bearer <token>`. The
 * authenticators, the API token gate and the per-token limit read the same answer, so no spelling
 * is a token to one of them and nothing to another (issue 28, findings 2 and 7).
 */
const defaults = loadConfig({ NODE_ENV: 'test' });
const LIMIT = 5;

let t: TestApp;
let member: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { ...relaxedRateLimits(defaults.rateLimits), apiTokenRequests: { limit: LIMIT, windowMs: 60_000 } } });
  member = await signUp(t);
});
afterAll(async () => {
  await t.close();
});

const communitiesNamed = async (name: string) => t.deps.db('communities').where({ name });

describe('a token in the address', () => {
  it('never gets past the per-token limit: a header that looks like Bearer but holds no token, with the token in ?access_token=, is refused every time', async () => {
    const { raw } = await issueApiToken(t, member.user.id);
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT * 3; i += 1) {
      const res = await t.request().get(`/api/events/attending?access_token=${raw}`).set('Authorization', 'Bearer\t x');
      statuses.push(res.status);
      expect(res.body).not.toEqual(expect.arrayContaining([expect.anything()]));
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    const write = await t.request().post(`/api/communities/?access_token=${raw}`).set('Authorization', 'Bearer\t x').send({ name: 'Through the address' });
    expect(write.status).toBe(401);
    expect(await communitiesNamed('Through the address')).toHaveLength(0);
  });

  it('is refused for a session too: an export asked with ?access_token= gets a 401 saying where a token goes, and no data', async () => {
    const res = await t.request().get(`/api/account/export?access_token=${member.token}`).expect(401);
    expect(res.body).toEqual({ detail: expect.stringContaining('Authorization header') as unknown, code: 'credential_not_in_header' });
    expect(res.headers['content-disposition']).toBeUndefined();
    await t.request().get(`/api/auth/me?access_token=${member.token}`).expect(401);
  });

  it('is refused even beside a good header, so an address never carries a token that works', async () => {
    const res = await t.request().get(`/api/auth/me?access_token=${member.token}`).set(member.auth).expect(401);
    expect((res.body as { code: string }).code).toBe('credential_not_in_header');
    // The hot reads' lane answers the same as Express.
    await t.request().get(`/api/events/attending?access_token=${member.token}`).set(member.auth).expect(401);
  });

  it('is not read from a body either: a write that carries its token only there is a guest\'s write', async () => {
    const res = await t.request().post('/api/communities/').send({ name: 'Through the body', access_token: member.token });
    expect(res.status).toBe(401);
    expect(await communitiesNamed('Through the body')).toHaveLength(0);
  });
});

describe('the Authorization header', () => {
  it.each([
    ['a tab after Bearer', (token: string) => `Bearer\t${token}`],
    ['two spaces after Bearer', (token: string) => `Bearer  ${token}`],
    ['no scheme', (token: string) => token],
    ['another scheme', (token: string) => `Token ${token}`],
    ['a second value after the token', (token: string) => `Bearer ${token} extra`],
    ['Bearer alone', () => 'Bearer'],
  ])('with %s is refused with 401 saying so, for a session and for an API token', async (_name, spell) => {
    const { raw } = await issueApiToken(t, member.user.id);
    for (const token of [member.token, raw]) {
      const res = await t.request().get('/api/auth/me').set('Authorization', spell(token)).expect(401);
      expect((res.body as { code: string }).code).toBe('malformed_authorization');
      // The hot reads' lane hands what it cannot read to Express, which answers the same.
      await t.request().get('/api/events/attending').set('Authorization', spell(token)).expect(401);
    }
  });

  it('takes the scheme in any case (RFC 7235), and counts such a token against its limit like any other', async () => {
    const { raw } = await issueApiToken(t, member.user.id);
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i += 1) {
      statuses.push((await t.request().get('/api/auth/me').set('Authorization', `bearer ${raw}`)).status);
    }
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(200), 429]);
    const session = await t.request().get('/api/auth/me').set('Authorization', `BEARER ${member.token}`).expect(200);
    expect((session.body as { id: number }).id).toBe(member.user.id);
  });

  it('with a tab or two spaces before an API token states no limit and passes nothing: the limiter and the authenticators read the same thing', async () => {
    const { raw } = await issueApiToken(t, member.user.id);
    for (let i = 0; i < LIMIT * 2; i += 1) {
      const res = await t.request().post('/api/communities/').set('Authorization', `Bearer  ${raw}`).send({ name: 'Spelled oddly' });
      expect(res.status).toBe(401);
    }
    expect(await communitiesNamed('Spelled oddly')).toHaveLength(0);
    // The token itself was never counted: its limit is whole.
    const res = await t.request().get('/api/auth/me').set('Authorization', `Bearer ${raw}`).expect(200);
    expect(res.headers.ratelimit).toMatch(new RegExp(`^"api-token"; r=${LIMIT - 1}; `));
  });
});
