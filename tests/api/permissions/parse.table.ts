import type { Cell } from './world';
import type { PermissionRow } from './table';

/** The assistant reads for a community's create-event form: who may create events there may use it; others are told the community does not exist. */
export const parseRows: PermissionRow[] = [
  {
    route: 'POST /api/events/parse-from-url',
    request: (c: Cell) => ({
      method: 'post',
      path: '/api/events/parse-from-url',
      body: { community_id: c.communityId, content: 'Table quiz tonight 9pm in the Crown, €20 a table', time_zone: 'Europe/Dublin' },
    }),
    expect: { guest: 401, non_member: 404, member: 200, admin: 200, owner: 200, site_admin: 404 },
  },
];
