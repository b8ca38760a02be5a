import { decodeQuotedPrintable } from '../support/smtp-sink';
import { expect, test } from './fixtures';
import { AuthPages } from './pages/auth-pages';
import { GatherApi, openSignedIn } from './pages/discussion-pages';
import { InviteDialog, JoinEventScreen, MyInvitationsScreen } from './pages/invitation-pages';

const NOT_PENDING = 'Invitation has expired or has already been responded to';

test('the creator invites by e-mail; the invitee opens the mailed link, signs up, is accepted and lands on the event', async ({
  page,
  browser,
  request,
  e2e,
}) => {
  const api = new GatherApi(request);
  const ada = await api.registerUser('Ada Lovelace');
  const community = await api.createCommunity(ada, 'Book Club');
  const event = await api.createEvent(ada, community.id, 'Autumn reading night');
  const invitee = `newcomer-${Date.now()}@example.com`;

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openSignedIn(page, ada, `/events/${event.id}`);
  const dialog = new InviteDialog(page);
  await dialog.open();
  await dialog.sendByEmail(invitee, 'Come along, it will be fun!');
  await expect(dialog.modal.getByText('Invitation sent successfully!')).toBeVisible();

  // The Create Link tab makes a shareable link and copies it.
  await dialog.createLink();
  await expect(dialog.modal.getByText('Shareable link created!')).toBeVisible();
  await expect(dialog.linkField()).toHaveValue(new RegExp(`^${e2e.url}/join-event/\\w+$`));
  await dialog.copyLink();
  await expect(dialog.modal.getByText('Invitation link copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await dialog.linkField().inputValue());
  await dialog.close();

  // The invitee, signed out in a fresh browser, follows the link in the e-mail.
  const mail = decodeQuotedPrintable((await e2e.smtp.waitForMailTo(invitee)).raw);
  expect(mail).toContain('Autumn reading night');
  const link = /http:\/\/127\.0\.0\.1:\d+\/join-event\/\w+/.exec(mail)?.[0];
  expect(link).toBeDefined();
  const guestContext = await browser.newContext({ baseURL: e2e.url });
  const guest = await guestContext.newPage();
  await guest.goto(link ?? '');
  const join = new JoinEventScreen(guest);
  await expect(join.title()).toHaveText('Autumn reading night');
  await expect(guest.getByText('Ada Lovelace invited you to')).toBeVisible();
  await expect(guest.getByText('Come along, it will be fun!')).toBeVisible();
  await expect(guest.getByText('The Old Library, Leeds')).toBeVisible();
  await expect(join.button('Accept')).toHaveCount(0);
  // A stranger sees the event is alive, no jargon, and signing up first.
  await expect(guest.getByText(/^(Nobody going yet|\d+ going)$/)).toBeVisible();
  await expect(guest.getByText('Pending', { exact: true })).toHaveCount(0);
  const signUpBox = await join.button('Sign Up').boundingBox();
  const signInBox = await join.button('Sign In').boundingBox();
  expect((signUpBox?.x ?? 0) + (signUpBox?.y ?? 0) * 1000).toBeLessThan((signInBox?.x ?? 0) + (signInBox?.y ?? 0) * 1000);

  await join.button('Sign Up').click();
  await expect(guest).toHaveURL(/\/register$/);
  // The sign-up page names the event it is for.
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText('Create your account to go to Autumn reading night');
  await new AuthPages(guest).register({ email: invitee, fullName: 'Nora Newcomer', password: 'newcomer-pass-1' });

  // Back on the invitation, acceptance runs by itself, then the event opens after the pause.
  await expect(guest.getByText('Invitation accepted! Taking you to the event…')).toBeVisible();
  await expect(guest).toHaveURL(new RegExp(`/events/${event.id}$`));
  await expect(guest.getByRole('heading', { name: 'Autumn reading night' })).toBeVisible();
  const sent = await api.sentInvitations(ada);
  expect(sent.find((invitation) => invitation.invited_email === invitee)?.status).toBe('accepted');
  await guestContext.close();
});

test('an invitation is declined, another cancelled by the sender, an expired one refused with the spec message', async ({
  page,
  browser,
  request,
  e2e,
}) => {
  const api = new GatherApi(request);
  const ada = await api.registerUser('Ada Lovelace');
  const grace = await api.registerUser('Grace Hopper');
  const community = await api.createCommunity(ada, 'Chess Club');
  const event = await api.createEvent(ada, community.id, 'Blitz night');

  // Declined: Grace answers an e-mailed invitation, confirms, and is taken home after the pause.
  const declined = await api.invite(ada, event.id, grace.email);
  await openSignedIn(page, grace, `/join-event/${declined.invite_code}`);
  const join = new JoinEventScreen(page);
  await expect(join.title()).toHaveText('Blitz night');
  expect(await join.decline()).toBe('Are you sure you want to decline this invitation?');
  await expect(page.getByText('Invitation declined.')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('.invitation-summary .summary-count.status-declined dd')).toHaveText('1');

  // Answering again is refused: the status shows plainly.
  await join.open(declined.invite_code);
  await expect(page.locator('.status-badge')).toHaveText('Declined');
  await expect(page.getByText(NOT_PENDING)).toBeVisible();
  await expect(join.button('Accept')).toHaveCount(0);

  // Cancelled: Ada cancels a pending invitation in /my-invitations.
  const otherEmail = `someone-${Date.now()}@example.com`;
  await api.invite(ada, event.id, otherEmail);
  const adaContext = await browser.newContext({ baseURL: e2e.url });
  const adaPage = await adaContext.newPage();
  await openSignedIn(adaPage, ada, '/my-invitations');
  const mine = new MyInvitationsScreen(adaPage);
  await expect(adaPage.getByRole('heading', { name: 'Invitations', level: 1 })).toBeVisible();
  await mine.showTab('Sent');
  await expect(mine.item(grace.fullName)).toContainText('Declined');
  await expect(mine.item(grace.fullName).getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  expect(await mine.cancel(mine.item(otherEmail))).toBe('Are you sure you want to cancel this invitation?');
  await expect(mine.item(otherEmail)).toHaveCount(0);
  expect((await api.sentInvitations(ada)).some((invitation) => invitation.invited_email === otherEmail)).toBe(false);
  await mine.filter('Declined');
  await expect(mine.item(grace.fullName)).toBeVisible();
  await mine.filter('Pending');
  await expect(adaPage.getByText('No pending invitations')).toBeVisible();
  await adaContext.close();

  // Expired: the page was opened while pending, then the event started; Accept is refused.
  const later = await api.createEvent(ada, community.id, 'Rapid tournament');
  const expiring = await api.invite(ada, later.id, grace.email);
  await join.open(expiring.invite_code);
  await expect(join.button('Accept')).toBeVisible();
  const past = new Date(Date.now() - 3_600_000);
  await api.updateEvent(ada, later.id, { start_datetime: past.toISOString(), end_datetime: new Date(past.getTime() + 1_800_000).toISOString() });
  await join.button('Accept').click();
  await expect(page.getByRole('alert')).toHaveText(NOT_PENDING);
  await expect(page.locator('.status-badge')).toHaveText('Expired');
  await expect(join.button('Accept')).toHaveCount(0);
  await page.reload();
  await expect(page.locator('.status-badge')).toHaveText('Expired');
  await expect(page.getByText(NOT_PENDING)).toBeVisible();
});

test('a bad code shows Invalid Invitation with the spec message and the way home', async ({ page }) => {
  await page.goto('/join-event/NO-SUCH-CODE');
  await expect(page.getByRole('heading', { name: 'Invalid Invitation' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Invalid invite code or invitation not found');
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
