import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSession } from '../support/sessions';
import { listRoutes } from '../support/route-list';
import { createTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';
import { adminRows } from './permissions/admin.table';
import { accountRows } from './permissions/account.table';
import { authRows } from './permissions/auth.table';
import { commentRows } from './permissions/comments.table';
import { communityRows } from './permissions/communities.table';
import { eventRows } from './permissions/events.table';
import { invitationRows } from './permissions/invitations.table';
import { pushRows } from './permissions/push.table';
import type { PermissionRow } from './permissions/table';
import { ROLES, createCell, createPeople, userIdFor } from './permissions/world';
import type { People } from './permissions/world';

/** Every route of the API, against every role. Add a row when you add a route: a missing row fails. */
const rows: PermissionRow[] = [...authRows, ...accountRows, ...communityRows, ...eventRows, ...commentRows, ...invitationRows, ...pushRows, ...adminRows];

let t: TestApp;
let people: People;
beforeAll(async () => {
  t = await createTestApp({ adminEmails: new Set(['site-admin@example.com']) });
  people = await createPeople(t);
});
afterAll(async () => {
  await t.close();
});

describe('the permission table', () => {
  it('has a row for every API route, and no row for a route that does not exist', () => {
    const apiRoutes = listRoutes(t.app).filter((route) => route.includes(' /api/'));
    const tableRoutes = rows.map((row) => row.route);
    expect(apiRoutes.filter((route) => !tableRoutes.includes(route))).toEqual([]);
    expect(tableRoutes.filter((route) => !apiRoutes.includes(route))).toEqual([]);
  });

  describe.each(rows)('$route', (row) => {
    it.each(ROLES)('as %s', async (role) => {
      const cell = await createCell(t, people);
      const userId = userIdFor(people, role);
      const { method, path, body } = row.request(cell);
      let req = t.request()[method](path);
      if (userId !== null) {
        req = req.set(await issueSession(t, userId));
      }
      const res = body ? await req.send(body) : await req;
      expect(res.status, `${role} ${row.route}: ${JSON.stringify(res.body)}`).toBe(row.expect[role]);
    });
  });
});
