import { Writable } from 'node:stream';
import { pino } from 'pino';
import supertest from 'supertest';
import type { NextFunction, Request, Response } from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app';
import { errorHandler } from '../../server/http/error-handler';
import { signUp } from '../support/factories';
import { createTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';

/** What an operator's log shipper reads: one JSON object per request, with an id to follow it by. */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
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
    const app = await createTestApp();
    t = app;
    const member = await signUp(app);
    const { lines, stream } = logged();
    const api = supertest(createApp({ ...app.deps, logger: pino({ level: 'info' }, stream) }));

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

  it('never holds a calendar feed token or an invite code that a path carries', async () => {
    const app = await createTestApp();
    t = app;
    const member = await signUp(app);
    const { lines, stream } = logged();
    const api = supertest(createApp({ ...app.deps, logger: pino({ level: 'info' }, stream) }));
    const secret = 'SeCrEt7Code9';
    const paths: [string, string][] = [
      [`/api/calendar/feeds/${secret}.ics`, '/api/calendar/feeds/:token'],
      [`/api/event-invites/invite/${secret}`, '/api/event-invites/invite/:code'],
      [`/api/communities/invite/${secret}?x=1`, '/api/communities/invite/:code'],
      [`/api/communities/invite/${secret}/`, '/api/communities/invite/:code/'],
      // Routes match whatever the case of their fixed parts.
      [`/API/Communities/INVITE/${secret}`, '/API/Communities/INVITE/:code'],
      [`/join-event/${secret}`, '/join-event/:code'],
      [`/invite/${secret}`, '/invite/:code'],
    ];
    for (const [path] of paths) {
      await api.get(path).set('Authorization', `Bearer ${member.token}`);
    }
    await api.get('/api/communities/12').set('Authorization', `Bearer ${member.token}`);
    expect(lines.map((line) => (line.req as { path: string }).path)).toEqual([...paths.map(([, logged]) => logged), '/api/communities/12']);
    expect(JSON.stringify(lines).toLowerCase()).not.toContain(secret.toLowerCase());
  });

  it('keeps the same secrets out of an error logged without the request log', () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = { headersSent: false, locals: {}, status: () => res, json: () => res } as unknown as Response;
      const req = { method: 'GET', originalUrl: '/api/event-invites/invite/SeCrEt7Code9?ref=mail' } as Request;
      errorHandler(new Error('boom'), req, res, (() => undefined) as NextFunction);
      expect(printed).toHaveBeenCalledTimes(1);
      expect(printed.mock.calls[0]?.[0]).toBe('[error] GET /api/event-invites/invite/:code');
    } finally {
      printed.mockRestore();
    }
  });

  it('does not log a client that went away before its file was sent as a failure of the server', () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const answered = vi.fn();
      const res = { headersSent: false, locals: {}, status: answered, json: answered } as unknown as Response;
      const req = { method: 'GET', originalUrl: '/assets/app.js' } as Request;
      errorHandler(Object.assign(new Error('Request aborted'), { code: 'ECONNABORTED' }), req, res, (() => undefined) as NextFunction);
      expect(printed).not.toHaveBeenCalled();
      expect(answered).not.toHaveBeenCalled();
    } finally {
      printed.mockRestore();
    }
  });
});
