import { Writable } from 'node:stream';
import { pino } from 'pino';
import supertest from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { signUp } from '../support/factories';
import { createTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';

/** What an operator's log shipper reads: one JSON object per request, with an id to follow it by. */
let t: TestApp;
afterEach(async () => {
  await t.close();
});

function logged(): { lines: Record<string, unknown>[]; stream: Writable } {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { lines, stream };
}

describe('the request log', () => {
  it('writes one JSON line per request with its id, path, status and member, and never a token or password', async () => {
    t = await createTestApp();
    const member = await signUp(t);
    const { lines, stream } = logged();
    const api = supertest(createApp({ ...t.deps, logger: pino({ level: 'info' }, stream) }));

    const answered = await api.get('/api/communities/?page=1').set('Authorization', `Bearer ${member.token}`).expect(200);
    await api.post('/api/auth/login').set('X-Request-Id', 'proxy-abc.123').send({ email: member.email, password: member.password }).expect(200);
    await api.get('/api/health').set('X-Request-Id', 'not plain {json}').expect(200);

    expect(lines).toHaveLength(3);
    const [list, login, health] = lines as [Record<string, { id: string; path: string; status?: number }>, ...Record<string, { id: string }>[]];
    expect(list.req).toMatchObject({ method: 'GET', path: '/api/communities/' });
    expect(list.member).toBe(member.user.id);
    expect(list.res).toEqual({ status: 200 });
    expect(list.req?.id).toBe(answered.headers['x-request-id']);
    // A plain id from the proxy is kept, so one request can be followed across both logs; any other is replaced.
    expect(login?.req?.id).toBe('proxy-abc.123');
    expect(health?.req?.id).toMatch(/^[0-9a-f-]{36}$/);
    const text = JSON.stringify(lines);
    expect(text).not.toContain(member.token);
    expect(text).not.toContain(member.password);
  });
});
