import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueApiToken } from '../../support/api-tokens';
import { issueSession } from '../../support/sessions';
import { declaredRoutes } from '@contracts/api/all-routes';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';
import { adminRows } from './admin.table';
import { accountRows } from './account.table';
import { authRows } from './auth.table';
import { calendarRows } from './calendar.table';
import { checkInRows } from './checkin.table';
import { commentRows } from './comments.table';
import { communityRows } from './communities.table';
import { developerRows } from './developer.table';
import { eventRows } from './events.table';
import { parseRows } from './parse.table';
import { invitationRows } from './invitations.table';
import { paymentRows } from './payments.table';
import { pushRows } from './push.table';
import { startFakeStripe } from '../../support/fake-stripe/fake-stripe';
import type { FakeStripe } from '../../support/fake-stripe/fake-stripe';
import { linkBillingCustomer } from '../../support/fake-stripe/payments-app';
import type { PermissionRow } from './table';
import { tokenExpectation } from './token-columns';
import { ROLES, TOKEN_ROLES, createCell, createPeople, userIdFor } from './world';
import type { Cell, People, Role, TokenRole } from './world';

/** Every route of the API, against every role. Add a row when you add a route: a missing row fails. */
const rows: PermissionRow[] = [...authRows, ...accountRows, ...communityRows, ...eventRows, ...checkInRows, ...parseRows, ...commentRows, ...invitationRows, ...pushRows, ...adminRows, ...developerRows, ...paymentRows, ...calendarRows];

let t: TestApp;
let stripe: FakeStripe;
let people: People;
beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp({ adminEmails: new Set(['site-admin@example.com']), payments: stripe.paymentsConfig() });
  people = await createPeople(t);
  for (const userId of Object.values(people) as number[]) {
    await linkBillingCustomer(t, stripe, userId);
  }
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const isTokenRole = (role: Role | TokenRole): role is TokenRole => (TOKEN_ROLES as readonly string[]).includes(role);

/** The credential a column calls with: none for guests, a session, or one of the plain member's API tokens. */
async function credentialFor(role: Role | TokenRole, cell: Cell): Promise<{ Authorization: string } | null> {
  if (isTokenRole(role)) {
    // Beside the cell's own token, only this one: the earlier columns' tokens would add up to the account's cap.
    await t.deps.db('api_tokens').where({ user_id: people.member }).whereNot({ id: cell.tokenId }).whereNull('deleted_at').update({ deleted_at: new Date().toISOString() });
    const { Authorization } = await issueApiToken(t, people.member, role === 'read_token' ? 'read_only' : 'read_write');
    return { Authorization };
  }
  const userId = userIdFor(people, role);
  return userId === null ? null : issueSession(t, userId);
}

/**
 * A cell whose request was refused, for the next one: a refusal writes nothing (the fuzz suite holds
 * every route to that), so the world is as created. After any answer below 400 the next cell is new.
 */
let unchanged: Cell | null = null;

/** Token cells that answered 2xx where their rule expects a refusal: must stay empty. */
const unexpectedTokenAllows: string[] = [];
let tokenCells = 0;

describe('the permission table', () => {
  it('has a row for every API route, and no row for a route that does not exist', () => {
    const apiRoutes = declaredRoutes.map((route) => `${route.method.toUpperCase()} /api${route.path}`);
    const tableRoutes = rows.map((row) => row.route);
    expect(apiRoutes.filter((route) => !tableRoutes.includes(route))).toEqual([]);
    expect(tableRoutes.filter((route) => !apiRoutes.includes(route))).toEqual([]);
  });

  describe.each(rows)('$route', (row) => {
    it.each([...ROLES, ...TOKEN_ROLES])('as %s', async (role) => {
      const expected = isTokenRole(role) ? tokenExpectation(row, role) : row.expect[role];
      const cell = unchanged ?? (await createCell(t, people));
      unchanged = null;
      const { method, path, body } = row.request(cell);
      let req = t.request()[method](path);
      const credential = await credentialFor(role, cell);
      if (credential) {
        req = req.set(credential);
      }
      const res = body ? await req.send(body) : await req;
      if (res.status >= 400) {
        unchanged = { ...cell, unique: randomBytes(4).toString('hex') };
      }
      if (isTokenRole(role)) {
        tokenCells += 1;
        if (res.status < 300 && expected >= 400) {
          unexpectedTokenAllows.push(`${role} ${row.route}: ${res.status}`);
        }
      }
      expect(res.status, `${role} ${row.route}: ${JSON.stringify(res.body)}`).toBe(expected);
    });
  });

  it('lets no API token through where its rule refuses it (0 unexpected allows)', () => {
    expect(tokenCells).toBe(rows.length * TOKEN_ROLES.length);
    expect(unexpectedTokenAllows).toEqual([]);
  });
});
