import { describe, expect, it, vi } from 'vitest';
import { apiRequest, setUnauthorizedHandler } from '../../web/lib/api-client';
import { writeDeviceSession } from '../../web/lib/local-store/device-session';
import { localDb } from '../../web/lib/local-store/local-db';
import { discardPausedChanges } from '../../web/lib/offline/session-ended';
import { countPausedChanges } from '../../web/lib/outbox/use-paused-changes';
import { setToken } from '../../web/lib/token-store';
import { putSavedCopy, savedCopyOf } from './support/saved-copy';

/**
 * Finding 13 of the security review: a session revoked elsewhere or expired (401) left the private
 * event text, comments, the e-mail address and the revoked token in IndexedDB.
 */
const MEMBER = 7;
const TOKEN = 'revoked-token';

async function memberWithSavedData(): Promise<void> {
  setToken(TOKEN);
  const db = localDb();
  await writeDeviceSession(db, TOKEN, MEMBER);
  await putSavedCopy({
    userId: MEMBER,
    queries: [
      { queryHash: '["session","me"]', queryKey: ['session', 'me'], state: { data: { id: MEMBER, email: 'private@example.com' }, dataUpdatedAt: 1, status: 'success' } },
      { queryHash: '["events","detail",5]', queryKey: ['events', 'detail', 5], state: { data: { id: 5, description: 'Secret venue' }, dataUpdatedAt: 1, status: 'success' } },
    ],
  });
  await db.outbox.put({
    id: 'row-1',
    userId: MEMBER,
    seq: 1,
    resourceKey: 'comment:5',
    status: 'pending',
    attempts: 0,
    createdAt: Date.now(),
    request: { method: 'POST', path: '/comments/', body: { event_id: 5, content: 'See you there' } },
  } as never);
}

function serverAnswers401(): void {
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify({ detail: 'Not authenticated' }), { status: 401 }))));
}

describe('a 401 from the server (a session ended elsewhere)', () => {
  it("takes the member's saved data and token off the device at once, and keeps their queued write paused for them to choose", async () => {
    await memberWithSavedData();
    serverAnswers401();
    setUnauthorizedHandler(() => undefined);
    await expect(apiRequest('/events/5')).rejects.toMatchObject({ status: 401 });

    const db = localDb();
    await vi.waitFor(async () => expect(await savedCopyOf(MEMBER)).toBeUndefined());
    const session = await db.session.get('current');
    expect(session?.token).toBe('');
    expect(JSON.stringify(await db.session.toArray())).not.toContain(TOKEN);
    expect(localStorage.getItem('token')).toBeNull();
    // The queued comment waits, paused: /login offers to send it after signing in, or to discard it.
    expect(await countPausedChanges()).toBe(1);

    await discardPausedChanges();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.session.get('current')).toBeUndefined();
    expect(await countPausedChanges()).toBe(0);
    setUnauthorizedHandler(null);
  });

  it('leaves a newer session alone when an old token is refused', async () => {
    await memberWithSavedData();
    const db = localDb();
    await writeDeviceSession(db, 'newer-token', MEMBER);
    setToken('newer-token');
    serverAnswers401();
    setUnauthorizedHandler(() => undefined);
    await expect(apiRequest('/auth/me', { token: TOKEN })).rejects.toMatchObject({ status: 401 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await db.session.get('current'))?.token).toBe('newer-token');
    expect(await savedCopyOf(MEMBER)).toBeDefined();
    setUnauthorizedHandler(null);
  });
});
