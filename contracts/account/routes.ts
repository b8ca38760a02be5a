import { AccountExport, DeleteAccountRequest, DeleteAccountResponse } from './schemas';
import { ACCOUNT_MESSAGES } from './messages';
import { RATE_LIMITED } from '../auth/routes';
import { routeGroup } from '../api/route';
import { EXAMPLE_MESSAGE, EXAMPLE_USER } from '../api/examples';

export const accountRoutes = routeGroup({
  tag: 'Account',
  description:
    'The member\'s own data, as the privacy policy promises: download everything they wrote and set, or delete the account (personal data gone within 30 days; in practice within minutes). Browser sessions only: a developer API token cannot reach these.',
  routes: {
    exportData: {
      method: 'get',
      path: '/account/export',
      summary: 'Download my data',
      description:
        'A JSON file (`Content-Disposition: attachment`) of the account and one section per kind of data: communities joined, events created, RSVPs, comments, likes, invitations sent and received, push subscriptions. Password and token hashes never leave the server.',
      access: 'session',
      responses: { 200: { description: 'The export.', schema: AccountExport } },
      examples: {
        response: {
          exported_at: '2026-11-25T10:30:00Z',
          format: 'gather-account-export/1',
          account: EXAMPLE_USER,
          sections: {
            communities: [{ community_id: 3, name: 'Friday Climbers', is_admin: false, is_owner: false, google_calendar_auto_sync: false, joined_at: '2026-10-02T19:00:00Z' }],
            rsvps: [{ event_id: 12, event_title: 'Friday Night Bouldering', status: 'going', created_at: '2026-11-20T18:05:00Z', updated_at: '2026-11-20T18:05:00Z' }],
            comments: [{ id: 40, event_id: 12, parent_id: null, content: 'See you at the wall!', created_at: '2026-11-20T18:06:00Z', deleted_at: null }],
          },
        },
      },
    },
    deleteAccount: {
      method: 'post',
      path: '/account/delete',
      summary: 'Delete my account',
      description:
        'With the account\'s password (an account made through Google, which has none, must have signed in within the last 10 minutes). At once: every session and push subscription ends and the account signs nobody in. Then a durable job removes the personal data: the member leaves every community (one they own passes to its longest-standing admin, else member; one with nobody else is deleted), their RSVPs, likes and invitations go, and their comments and events stay for the others under "Deleted member".',
      access: 'session',
      rateLimit: 'passwordCheck',
      body: DeleteAccountRequest,
      examples: { body: { password: 'correct horse battery staple' }, response: EXAMPLE_MESSAGE(ACCOUNT_MESSAGES.deleted) },
      responses: {
        202: { description: `"${ACCOUNT_MESSAGES.deleted}"`, schema: DeleteAccountResponse },
        403: { description: `\`reauthentication_required\`: "${ACCOUNT_MESSAGES.signInAgain}"` },
        429: { description: `${RATE_LIMITED} Wrong passwords per member: as many as a sign-in gets per account.` },
      },
    },
  },
});
