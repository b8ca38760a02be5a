import { promotedTitle, WAITLIST_RULE } from '@contracts/events/seat-text';
import { expect, test } from './fixtures';
import { GatherApi, openSignedIn } from './pages/discussion-pages';
import type { ApiUser } from './pages/discussion-pages';

/** Where the screenshots of a full event with a waitlist go (looked at by hand, not compared). */
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/e2e/shots';

type Statement = { sql: string; bindings?: readonly unknown[] };

test('a full event: the second member waits as #1, is seated and told by push when a seat opens, and sees they are going', async ({ page, request, e2e }) => {
  const api = new GatherApi(request);
  const host = await api.registerUser('Hana Host');
  const ann = await api.registerUser('Ann Early');
  const ben = await api.registerUser('Ben Late');
  const community = await api.createCommunity(host, 'Pottery club');
  for (const member of [ann, ben]) {
    await api.joinCommunity(member, community.invite_code);
  }
  // Two seats: the host, who is going to her own event, and Ann; each may bring a guest.
  const event = await api.createEvent(host, community.id, 'Pottery workshop', { capacity: 2, guests_allowed: 1 });
  const answer = (who: ApiUser, method: 'POST' | 'DELETE') =>
    request.fetch(`/api/events/${event.id}/rsvp`, { method, headers: { Authorization: `Bearer ${who.token}` }, ...(method === 'POST' ? { data: { status: 'going' } } : {}) });
  expect((await answer(ann, 'POST')).ok()).toBe(true);

  // Ben finds it full: Going is Join waitlist, and he is first in line.
  await openSignedIn(page, ben, `/events/${event.id}`);
  await expect(page.getByText('2 of 2 going · Full')).toBeVisible();
  await expect(page.getByText(`This event is full. ${WAITLIST_RULE}`)).toBeVisible();
  await page.getByRole('button', { name: 'Join waitlist', exact: true }).click();
  const place = page.getByRole('status').filter({ hasText: "You're #1 on the waitlist" });
  await expect(place).toBeVisible();
  await expect(place).toContainText(WAITLIST_RULE);
  await expect(page.getByRole('button', { name: 'On waitlist', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('2 of 2 going · Full · 1 waiting')).toBeVisible();
  await expect(page.getByLabel("Who's coming")).toHaveValue('0');

  // How it looks on a phone and on a desktop, with the attendee dialog open too.
  const panel = page.locator('.rsvp-panel');
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/waitlist-360.png` });
  await panel.screenshot({ path: `${SHOTS}/waitlist-panel-360.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/waitlist-1280.png` });
  await page.getByRole('button', { name: '2 going · 0 maybe · 0 not going · 1 waiting' }).click();
  const dialog = page.locator('ion-modal.show-modal');
  await expect(dialog.getByRole('heading', { name: 'Waitlist (1)' })).toBeVisible();
  await expect(dialog.locator('.attendee-place')).toHaveText(['#1']);
  await page.screenshot({ path: `${SHOTS}/attendees-1280.png` });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: `${SHOTS}/attendees-360.png` });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // Ann cancels: Ben takes her seat in the same moment, and the server queues his push.
  const pushes: Statement[] = [];
  const listen = (query: Statement) => {
    if (/insert into [`"]push_jobs[`"]/i.test(query.sql)) {
      pushes.push(query);
    }
  };
  e2e.server.db.on('query', listen);
  try {
    expect((await answer(ann, 'DELETE')).ok()).toBe(true);
  } finally {
    e2e.server.db.off('query', listen);
  }
  const sent = pushes.map((query) => query.bindings ?? []).map((values) => values.map(String));
  const toBen = sent.find((values) => values.some((value) => value === JSON.stringify([ben.id])));
  expect(toBen).toBeDefined();
  const payload = JSON.parse(toBen?.find((value) => value.startsWith('{')) ?? '{}') as { title?: string; url?: string };
  expect(payload).toMatchObject({ title: promotedTitle('Pottery workshop'), url: `/events/${event.id}` });

  // Back on the page (the push opens it; a reload reads it afresh), Ben is going.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: "You're going" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Going', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('2 of 2 going · Full')).toBeVisible();
  await expect(page.getByText("You're #1 on the waitlist")).toHaveCount(0);
});
