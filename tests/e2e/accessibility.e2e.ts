import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** WCAG 2.1 A and AA, as axe-core checks them (contrast, names, labels, landmarks, ARIA use). */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function violationsOn(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  return violations.map((v) => `${v.id} (${v.impact ?? 'unknown'}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

type Api = <T>(method: 'get' | 'post', path: string, data?: object) => Promise<T>;

/** A member with a community, an event with a comment, and a shareable invitation link. */
async function seed(page: Page): Promise<{ token: string; communityId: number; inviteCode: string; eventId: number; linkCode: string }> {
  const email = `axe-${Date.now()}@example.com`;
  await page.request.post('/api/auth/register', { data: { email, password: 'contrast-and-names', full_name: 'Ada Lovelace' } });
  const login = await page.request.post('/api/auth/login', { data: { email, password: 'contrast-and-names' } });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const api: Api = async (method, path, data) => (await (await page.request[method](`/api${path}`, { headers: { Authorization: `Bearer ${token}` }, data })).json()) as never;
  const community = await api<{ id: number; invite_code: string }>('post', '/communities/', { name: 'Sea Swimmers', description: 'Cold water, warm tea.' });
  const start = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const event = await api<{ id: number }>('post', '/events/', { community_id: community.id, title: 'Lido at dusk', start_datetime: start, location: 'Brockwell Lido' });
  await api('post', '/comments/', { event_id: event.id, content: 'Who brings towels?' });
  const link = await api<{ invite_code: string }>('post', '/event-invites/', { event_id: event.id });
  await api('post', '/developer/tokens', { name: 'Sync script', expires_days: 30, access: 'read_only' });
  return { token, communityId: community.id, inviteCode: community.invite_code, eventId: event.id, linkCode: link.invite_code };
}

test('every main screen meets WCAG 2.1 AA as axe checks it, at 360 px', async ({ page }) => {
  test.setTimeout(120_000);
  const data = await seed(page);
  const screens: [path: string, ready: string][] = [
    ['/', 'Get Started'],
    ['/login', 'Welcome back'],
    ['/register', 'Create Account'],
    [`/invite/${data.inviteCode}`, 'Sea Swimmers'],
    [`/join-event/${data.linkCode}`, 'Lido at dusk'],
  ];
  const signedIn: [path: string, ready: string][] = [
    ['/home', 'Welcome, Ada!'],
    ['/communities', 'Sea Swimmers'],
    [`/communities/${data.communityId}`, 'Cold water, warm tea.'],
    [`/communities/${data.communityId}/settings`, 'Sea Swimmers'],
    [`/events/${data.eventId}`, 'Who brings towels?'],
    ['/events', 'Events you said'],
    ['/my-invitations?tab=sent', 'Shareable link'],
    ['/settings', 'Member since'],
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
  expect(found).toEqual(Object.fromEntries([...screens, ...signedIn, [assistantDialog]].map(([path]) => [path, []])));
});
