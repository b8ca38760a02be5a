import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { decodeQuotedPrintable } from '../support/smtp-sink';
import type { E2eServer } from './fixtures';
import { expect, test } from './fixtures';
import { answerConfirm, confirmDialog } from './pages/confirm-dialog';

/** WCAG 2.1 A and AA, as axe-core checks them (contrast, names, labels, landmarks, ARIA use). */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function violationsOn(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  return violations.map((v) => `${v.id} (${v.impact ?? 'unknown'}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

type Api = <T>(method: 'get' | 'post', path: string, data?: object) => Promise<T>;

/** Signs up through the API and proves the address (invitations by e-mail reach proven owners only); returns the token and an API caller. */
async function member(page: Page, e2e: E2eServer, fullName: string): Promise<{ token: string; api: Api }> {
  const email = `axe-${fullName.split(' ')[0]?.toLowerCase()}-${Date.now()}@example.com`;
  await page.request.post('/api/auth/register', { data: { email, password: 'contrast-and-names', full_name: fullName } });
  const mail = await e2e.smtp.waitForMailTo(email, 10_000, 'Confirm your e-mail address for Gather');
  const verifyToken = /verify-email\?token=([\w-]+)/.exec(decodeQuotedPrintable(mail.raw))?.[1];
  expect((await page.request.post('/api/auth/verify-email', { data: { token: verifyToken } })).ok()).toBe(true);
  const login = await page.request.post('/api/auth/login', { data: { email, password: 'contrast-and-names' } });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const api: Api = async (method, path, data) => (await (await page.request[method](`/api${path}`, { headers: { Authorization: `Bearer ${token}` }, data })).json()) as never;
  return { token, api };
}

/**
 * A member with a community (and a second member), an event she is going to with a comment, a
 * shareable invitation link, a token, and an invitation from another community waiting on home.
 */
async function seed(page: Page, e2e: E2eServer): Promise<{ token: string; communityId: number; inviteCode: string; eventId: number; eventStart: string; linkCode: string }> {
  const { token, api } = await member(page, e2e, 'Ada Lovelace');
  const community = await api<{ id: number; invite_code: string }>('post', '/communities/', { name: 'Sea Swimmers', description: 'Cold water, warm tea.' });
  const start = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const event = await api<{ id: number }>('post', '/events/', { community_id: community.id, title: 'Lido at dusk', start_datetime: start, location: 'Brockwell Lido' });
  await api('post', `/events/${event.id}/rsvp`, { status: 'going' });
  await api('post', '/comments/', { event_id: event.id, content: 'Who brings towels?' });
  const link = await api<{ invite_code: string }>('post', '/event-invites/', { event_id: event.id });
  await api('post', '/developer/tokens', { name: 'Sync script', expires_days: 30, access: 'read_only' });
  // Nora joins Ada's community, and invites Ada to an event of her own.
  const nora = await member(page, e2e, 'Nora Newcomer');
  await nora.api('post', '/communities/join', { invite_code: community.invite_code });
  const book = await nora.api<{ id: number }>('post', '/communities/', { name: 'Book Club', description: 'One book a month.' });
  const reading = await nora.api<{ id: number }>('post', '/events/', { community_id: book.id, title: 'Reading night', start_datetime: new Date(Date.now() + 5 * 86_400_000).toISOString() });
  const me = await api<{ email: string }>('get', '/auth/me');
  await nora.api('post', '/event-invites/', { event_id: reading.id, invited_email: me.email });
  return { token, communityId: community.id, inviteCode: community.invite_code, eventId: event.id, eventStart: start, linkCode: link.invite_code };
}

test('every main screen meets WCAG 2.1 AA as axe checks it, at 360 px', async ({ page, e2e }) => {
  test.setTimeout(180_000);
  const data = await seed(page, e2e);
  const screens: [path: string, ready: string][] = [
    ['/', 'Get Started'],
    ['/login', 'Welcome back'],
    ['/register', 'Create Account'],
    [`/invite/${data.inviteCode}`, 'Sea Swimmers'],
    [`/join-event/${data.linkCode}`, 'Lido at dusk'],
  ];
  const signedIn: [path: string, ready: string][] = [
    // Up next with Ada's event and Nora's invitation waiting for an answer.
    ['/home', 'Waiting for your answer'],
    ['/communities', 'Sea Swimmers'],
    [`/communities/${data.communityId}`, 'Cold water, warm tea.'],
    // The sections after Calendar Sync load as the page renders: wait for the last.
    [`/communities/${data.communityId}/settings`, 'Invite Members'],
    [`/events/${data.eventId}`, 'Who brings towels?'],
    ['/events', 'Events you said'],
    ['/my-invitations?tab=sent', 'Shareable link'],
    // The panels after the profile load as the page renders: wait for the last.
    ['/settings', 'Contact Support'],
    ['/developer', 'Sync script'],
    ['/developer/docs', 'Getting started'],
    // The invitation links seen by the people who made them: the host's link, a member's own community.
    [`/join-event/${data.linkCode}#host`, 'This is your invitation link'],
    [`/invite/${data.inviteCode}#member`, "You're already a member"],
    ['/no-such-page#member', 'Page not found'],
  ];
  const found: Record<string, string[]> = {};
  const visit = async ([path, ready]: [string, string]) => {
    await page.goto(path);
    await page.getByText(ready).first().waitFor();
    found[path] = await violationsOn(page);
  };
  for (const screen of screens) {
    await visit(screen);
  }
  await page.evaluate((token) => localStorage.setItem('token', token), data.token);
  for (const screen of signedIn) {
    await visit(screen);
  }
  // Dialogs opened from a screen, checked while open.
  const assistantDialog = `${data.communityId} AI Assistant dialog`;
  await page.goto(`/communities/${data.communityId}`);
  await page.getByRole('button', { name: 'AI Assistant' }).click();
  await page.getByRole('dialog', { name: 'AI Event Assistant' }).waitFor();
  await page.getByRole('tab', { name: 'Text' }).waitFor();
  await page.waitForTimeout(400);
  found[assistantDialog] = await violationsOn(page);

  // The calendar with a day's agenda under the month (the day of Ada's event).
  await page.goto('/events');
  await page.getByRole('button', { name: 'Calendar', exact: true }).click();
  const eventDay = page.locator(`.calendar-day-button[data-date="${await page.evaluate((iso) => new Date(iso).toLocaleDateString('en-CA'), data.eventStart)}"]`);
  if (!(await eventDay.isVisible())) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await eventDay.click();
  await page.getByRole('region', { name: /^Events on / }).getByRole('link', { name: /Lido at dusk/ }).waitFor();
  found['calendar day agenda'] = await violationsOn(page);

  // The in-app confirmation, opened by Delete on the event page.
  await page.goto(`/events/${data.eventId}`);
  await page.getByText('Who brings towels?').waitFor();
  await page.locator('.event-owner-actions').getByRole('button', { name: 'Delete' }).click();
  await confirmDialog(page).getByRole('heading', { name: 'Delete “Lido at dusk”?' }).waitFor();
  await page.waitForTimeout(400);
  found['confirm dialog'] = await violationsOn(page);
  await answerConfirm(page, 'Delete “Lido at dusk”?', false);

  // Settings: the change-password form saying what is wrong, then the delete-account dialog.
  await page.goto('/settings');
  const password = page.getByRole('form', { name: 'Change password' });
  await password.getByRole('button', { name: 'Change Password' }).click();
  await password.getByText('Enter your current password').waitFor();
  found['change password, with its error'] = await violationsOn(page);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const deleteAccount = page.getByRole('dialog', { name: 'Delete your account?' });
  await deleteAccount.waitFor();
  await page.waitForTimeout(400);
  found['delete account dialog'] = await violationsOn(page);
  await page.locator('ion-modal').getByRole('button', { name: 'Cancel' }).first().click();
  await expect(deleteAccount).toHaveCount(0);

  // The member row menu of community settings, open.
  await page.goto(`/communities/${data.communityId}/settings`);
  await page.getByRole('button', { name: 'Actions for Nora Newcomer' }).click();
  await page.getByRole('menuitem', { name: 'Make Admin' }).waitFor();
  found['member row menu'] = await violationsOn(page);

  const extra = ['calendar day agenda', 'confirm dialog', 'change password, with its error', 'delete account dialog', 'member row menu'];
  expect(found).toEqual(Object.fromEntries([...[...screens, ...signedIn, [assistantDialog]].map(([path]) => path), ...extra].map((path) => [path, []])));
});
