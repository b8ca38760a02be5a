import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationSource } from '../../migrations';
import { confirmEmail, signUp } from '../support/factories';
import type { SignedInUser } from '../support/factories';
import { createTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';

/** The data clean-ups of 27 November 2026, run over rows older code left. */
const LISTED_UNPROVEN = 'first-to-register@example.com';
const LISTED_PROVEN = 'real-admin@example.com';
const ADMIN_EMAILS = `${LISTED_UNPROVEN.toUpperCase()}, ${LISTED_PROVEN}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ adminEmails: new Set([LISTED_UNPROVEN, LISTED_PROVEN]) });
});
afterAll(async () => {
  await t.close();
});

/** Runs `name` again (its down first), as an upgraded server would on data left by older code. */
async function rerun(name: string, env: Record<string, string> = {}): Promise<void> {
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    await t.deps.db.migrate.down({ migrationSource, name });
    await t.deps.db.migrate.latest({ migrationSource });
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) {
        delete process.env[key];
      } else {
        process.env[key] = value;
      }
    }
  }
}

describe('the private-tombstones migration', () => {
  it('counts tombstones kept before it as private: their cancellation no longer reaches the whole community', async () => {
    const db = t.deps.db;
    const name = '20261127060001-private-tombstones';
    await db.migrate.down({ migrationSource, name });
    const owner = await signUp(t);
    const community = (await t.request().post('/api/communities/').set(owner.auth).send({ name: 'Old tombstones' }).expect(201)).body as { id: number };
    await db('event_tombstones').insert({
      event_id: 987654,
      community_id: community.id,
      title: 'Deleted before the upgrade',
      start_at: '2030-01-01T10:00:00.000Z',
      time_zone: 'UTC',
      sequence: 1,
      deleted_at: t.deps.clock().toISOString(),
    });
    await db.migrate.latest({ migrationSource });
    const kept = await db('event_tombstones').where({ event_id: 987654 }).first<{ is_private: boolean | number; creator_id: number | null }>('is_private', 'creator_id');
    expect({ is_private: Boolean(kept?.is_private), creator_id: kept?.creator_id }).toEqual({ is_private: true, creator_id: null });
  });
});
