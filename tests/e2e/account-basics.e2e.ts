import { expect, test } from './fixtures';
import { AUTH_MESSAGES } from '@contracts/auth/messages';
import { answerConfirm } from './pages/confirm-dialog';
import { GatherApi, openSignedIn } from './pages/discussion-pages';

test('changing the password keeps this device signed in and signs the other device out', async ({ page, browser, request, e2e }) => {
  const api = new GatherApi(request);
  const ada = await api.registerUser('Ada Lovelace');
  // The same account signed in on a second device.
  const other = await request.post('/api/auth/login', { data: { email: ada.email, password: ada.password } });
  const otherToken = ((await other.json()) as { access_token: string }).access_token;
  const phone = await browser.newContext({ baseURL: e2e.url });
  const phonePage = await phone.newPage();
  await openSignedIn(phonePage, { ...ada, token: otherToken }, '/home');
  await expect(phonePage.getByRole('heading', { level: 1 })).toContainText('Ada');

  await openSignedIn(page, ada, '/settings');
  // The name first: edited in place, and the menu follows.
  const profile = page.getByRole('region', { name: 'Profile' });
  await profile.getByRole('button', { name: 'Edit full name' }).click();
  await profile.getByLabel('Full name', { exact: true }).fill('Augusta Ada King');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByText('Your name is saved.')).toBeVisible();
  await expect(profile.getByText('Augusta Ada King')).toBeVisible();
  await expect(page.locator('.user-menu-button')).toContainText('Augusta');

  const password = page.getByRole('region', { name: 'Password' });
  await password.getByLabel('Current password').fill(ada.password);
  await password.getByLabel('New password', { exact: true }).fill('a brand new password');
  await password.getByLabel('Confirm new password').fill('a brand new password');
  await password.getByRole('button', { name: 'Change Password' }).click();
  await expect(password.getByText(AUTH_MESSAGES.passwordChanged)).toBeVisible();

  // This device is still signed in; the phone is sent to sign in at its next request.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await phonePage.reload();
  await expect(phonePage).toHaveURL(/\/login$/);
  expect((await request.post('/api/auth/login', { data: { email: ada.email, password: ada.password } })).status()).toBe(401);
  expect((await request.post('/api/auth/login', { data: { email: ada.email, password: 'a brand new password' } })).status()).toBe(200);
  await phone.close();
});

test('a member leaves a community; the owner hands it on, leaves from /settings, and the new owner deletes it', async ({ page, browser, request, e2e }) => {
  const api = new GatherApi(request);
  const olive = await api.registerUser('Olive Owner');
  const mel = await api.registerUser('Mel Member');
  const sam = await api.registerUser('Sam Second');
  const community = await api.createCommunity(olive, 'Allotment Society');
  await api.joinCommunity(mel, community.invite_code);
  await api.joinCommunity(sam, community.invite_code);

  // Mel leaves from the community's settings.
  await openSignedIn(page, mel, `/communities/${community.id}/settings`);
  const membership = page.getByRole('region', { name: 'Your Membership' });
  await membership.getByRole('button', { name: 'Leave Community' }).click();
  expect(await answerConfirm(page, 'Leave “Allotment Society”?', true)).toContain('no longer see its events');
  await expect(page).toHaveURL(/\/communities$/);
  await expect(page.getByText('No communities yet. Create or join one to get started!')).toBeVisible();

  // Olive may not leave before handing it on; she makes Sam the owner.
  const owner = await browser.newContext({ baseURL: e2e.url });
  const ownerPage = await owner.newPage();
  await openSignedIn(ownerPage, olive, `/communities/${community.id}/settings`);
  const ownership = ownerPage.getByRole('region', { name: 'Your Membership' });
  await expect(ownership.getByRole('button', { name: 'Leave Community' })).toHaveCount(0);
  await expect(ownership).toContainText('first make another member its owner');
  await ownership.getByLabel('New owner').selectOption({ label: 'Sam Second' });
  await ownership.getByRole('button', { name: 'Transfer Ownership' }).click();
  await answerConfirm(ownerPage, 'Make Sam Second the owner of “Allotment Society”?', true);
  await expect(ownership.getByText('Sam Second now owns Allotment Society.')).toBeVisible();

  // Now an admin, Olive leaves from /settings.
  await ownerPage.goto('/settings');
  const yours = ownerPage.getByRole('region', { name: 'Your communities' });
  const row = yours.getByRole('listitem').filter({ hasText: 'Allotment Society' });
  await expect(row).toContainText('Admin');
  await row.getByRole('button', { name: 'Leave Community' }).click();
  await answerConfirm(ownerPage, 'Leave “Allotment Society”?', true);
  await expect(yours.getByText('You are not in any community yet.')).toBeVisible();
  await owner.close();

  // Sam deletes it, typing its name to confirm.
  await openSignedIn(page, sam, `/communities/${community.id}/settings`);
  await page.getByRole('region', { name: 'Your Membership' }).getByRole('button', { name: 'Delete Community' }).click();
  await answerConfirm(page, 'Delete “Allotment Society”?', true, 'Allotment Society');
  await expect(page).toHaveURL(/\/communities$/);
  expect((await request.get(`/api/communities/${community.id}`, { headers: { Authorization: `Bearer ${sam.token}` } })).status()).toBe(404);
});
