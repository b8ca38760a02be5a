import { expect, test } from './fixtures';
import { AuthPages } from './pages/auth-pages';
import { CommunityPages, InvitePage } from './pages/community-pages';

test('a community grows through its copied invite link, and a regenerated code retires the old link', async ({ browser, baseURL, page, context }) => {
  const stamp = Date.now();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  // Ada signs up and creates a community.
  await new AuthPages(page).register({ email: `ada-${stamp}@example.com`, fullName: 'Ada Lovelace', password: 'engine-number-1' });
  await expect(page.getByRole('heading', { name: 'Welcome, Ada!' })).toBeVisible();
  const ada = new CommunityPages(page);
  await ada.openList();
  await expect(page.getByText('No communities yet. Create or join one to get started!')).toBeVisible();
  const communityId = await ada.create({ name: 'Trail Runners', description: 'Saturday morning runs by the river.' });
  await expect(page.getByRole('heading', { level: 1, name: 'Trail Runners' })).toBeVisible();

  // She copies the invite link.
  const code = await ada.inviteCode();
  expect(code).toMatch(/^[A-Z0-9]{8,}$/);
  const copyButton = page.locator('.copy-invite-button').first();
  await expect(copyButton).toHaveClass(/hydrated/);
  const before = await copyButton.boundingBox();
  await ada.copyInviteLink();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  // The button keeps its size and place while it says Copied! (it used to shrink and jump).
  const after = await copyButton.boundingBox();
  expect([Math.round(after?.x ?? 0), Math.round(after?.y ?? 0), Math.round(after?.width ?? 0), Math.round(after?.height ?? 0)]).toEqual([
    Math.round(before?.x ?? 0),
    Math.round(before?.y ?? 0),
    Math.round(before?.width ?? 0),
    Math.round(before?.height ?? 0),
  ]);
  const link = await ada.clipboardText();
  expect(link).toBe(`${baseURL}/invite/${code}`);

  // Bea, signed out in her own browser, opens it and signs up on the way.
  const beaContext = await browser.newContext({ baseURL });
  const beaPage = await beaContext.newPage();
  try {
    const invite = new InvitePage(beaPage);
    await invite.open(link);
    await expect(beaPage.getByRole('heading', { name: 'Trail Runners' })).toBeVisible();
    await expect(beaPage.getByText('Saturday morning runs by the river.')).toBeVisible();
    await expect(beaPage.getByRole('button', { name: 'Login to Join' })).toBeVisible();
    // Who runs it, and no Back to Communities for a guest (it would lead to the sign-in page).
    await expect(beaPage.getByText('Run by Ada Lovelace')).toBeVisible();
    await expect(beaPage.getByRole('link', { name: 'Back to Communities' })).toHaveCount(0);
    await invite.createAccountAndJoin();
    await expect(beaPage).toHaveURL(/\/register$/);
    await expect(beaPage.getByRole('heading', { level: 1 })).toHaveText('Create your account to join Trail Runners');
    await new AuthPages(beaPage).register({ email: `bea-${stamp}@example.com`, fullName: 'Bea Runner', password: 'fast-feet-22' });
    await expect(beaPage.getByText('Welcome to Trail Runners!')).toBeVisible();
    await expect(beaPage).toHaveURL(new RegExp(`/communities/${communityId}$`), { timeout: 5000 });
    await expect(beaPage.getByRole('button', { name: '2 members' })).toBeVisible();

    // Ada makes Bea an admin.
    await ada.openSettings(communityId);
    await expect(ada.memberRow('Ada Lovelace').getByRole('button')).toHaveCount(0);
    await ada.makeAdmin('Bea Runner');
    await expect(page.getByText('Member promoted to admin successfully!')).toBeVisible();
    await expect(ada.memberRow('Bea Runner').getByText('Admin', { exact: true })).toBeVisible();
    // Her row's one menu now offers Remove Admin instead.
    await ada.memberRow('Bea Runner').getByRole('button', { name: 'Actions for Bea Runner' }).click();
    await expect(ada.memberRow('Bea Runner').getByRole('menuitem', { name: 'Remove Admin' })).toBeVisible();
    await page.keyboard.press('Escape');

    // Bea's own calendar switch is saved at once and kept.
    const bea = new CommunityPages(beaPage);
    await bea.openSettings(communityId);
    await expect(beaPage.getByRole('heading', { name: 'Admin Settings' })).toBeVisible();
    await expect(bea.autoSyncSwitch()).not.toBeChecked();
    await bea.autoSyncSwitch().click();
    await expect(bea.autoSyncSwitch()).toBeChecked();
    await beaPage.reload();
    await expect(bea.autoSyncSwitch()).toBeChecked();

    // Ada regenerates the code: the old link stops working at once.
    await ada.regenerateInviteCode();
    await expect(page.getByText('Invite code regenerated successfully!')).toBeVisible();
    const newCode = await ada.inviteCode();
    expect(newCode).not.toBe(code);
    await invite.open(link);
    await expect(beaPage.getByText('Invalid invite code or community not found')).toBeVisible();
    await invite.open(`/invite/${newCode}`);
    await expect(beaPage.getByRole('heading', { name: 'Trail Runners' })).toBeVisible();
  } finally {
    await beaContext.close();
  }
});
