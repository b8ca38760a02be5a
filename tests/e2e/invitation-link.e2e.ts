import { expect, test } from './fixtures';
import { GatherApi, openSignedIn } from './pages/discussion-pages';
import { JoinEventScreen } from './pages/invitation-pages';

/** A description long enough to fill a phone screen several times over. */
const LONG_DESCRIPTION = Array.from(
  { length: 14 },
  (_, i) => `Paragraph ${i + 1}: we meet by the old boathouse, bring warm clothes, a flask and a friend; the route is gentle and everyone is welcome.`,
).join('\n\n');

test.describe('an invitation link puts the decision first', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('at 360 px the invitee sees who, what, when, where, price and community, and Accept without scrolling; the description folds', async ({
    page,
    browser,
    request,
    e2e,
  }) => {
    const api = new GatherApi(request);
    const ada = await api.registerUser('Ada Lovelace');
    const nora = await api.registerUser('Nora Newcomer');
    const community = await api.createCommunity(ada, 'River Walkers');
    const event = await api.createEvent(ada, community.id, 'Dawn river walk', { description: LONG_DESCRIPTION, price_range: '£3' });
    const link = await api.invite(ada, event.id, undefined, 'Hope you can make it!');

    await openSignedIn(page, nora, `/join-event/${link.invite_code}`);
    const join = new JoinEventScreen(page);
    await expect(join.title()).toHaveText('Dawn river walk');
    await expect(page.getByText('Ada Lovelace invited you to')).toBeVisible();
    await expect(page.getByText('The Old Library, Leeds')).toBeVisible();
    await expect(page.getByText('£3')).toBeVisible();
    await expect(page.getByText('River Walkers')).toBeVisible();
    await expect(join.button('Accept')).toBeInViewport({ ratio: 1 });
    await expect(join.button('Decline')).toBeInViewport({ ratio: 1 });

    // The description comes after the answer, cut after a few lines until Show more.
    const description = page.getByText(/^Paragraph 1:/);
    const acceptBox = await join.button('Accept').boundingBox();
    const descriptionBox = await description.boundingBox();
    expect(acceptBox && descriptionBox && acceptBox.y + acceptBox.height <= descriptionBox.y).toBe(true);
    expect(descriptionBox?.height ?? 0).toBeLessThan(140);
    const more = page.getByRole('button', { name: 'Show more' });
    const moreBox = await more.boundingBox();
    expect(moreBox?.height ?? 0).toBeGreaterThanOrEqual(44);
    await more.click();
    await expect(page.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect((await description.boundingBox())?.height ?? 0).toBeGreaterThan(600);

    // A guest gets Sign In and Sign Up in the same place.
    const guestContext = await browser.newContext({ baseURL: e2e.url, viewport: { width: 360, height: 640 } });
    const guest = await guestContext.newPage();
    await guest.goto(`/join-event/${link.invite_code}`);
    const guestJoin = new JoinEventScreen(guest);
    await expect(guestJoin.title()).toHaveText('Dawn river walk');
    await expect(guestJoin.button('Sign In')).toBeInViewport({ ratio: 1 });
    await expect(guestJoin.button('Sign Up')).toBeInViewport({ ratio: 1 });
    await guestContext.close();
  });

  test('a description that fits its few lines shows whole: no fade, no Show more', async ({ page, request }) => {
    const api = new GatherApi(request);
    const ada = await api.registerUser('Ada Lovelace');
    const community = await api.createCommunity(ada, 'River Walkers');
    const short = await api.createEvent(ada, community.id, 'Short walk', { description: 'We meet by the boathouse. Bring warm clothes and a flask; the route is gentle and flat.' });
    const long = await api.createEvent(ada, community.id, 'Long walk', { description: LONG_DESCRIPTION });
    const fadeOf = (text: RegExp) => page.getByText(text).evaluate((element) => getComputedStyle(element).maskImage);

    await page.goto(`/join-event/${(await api.invite(ada, short.id)).invite_code}`);
    await expect(page.getByText(/^We meet by the boathouse/)).toBeVisible();
    expect(await fadeOf(/^We meet by the boathouse/)).toBe('none');
    await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);

    // A long one fades out above its Show more.
    await page.goto(`/join-event/${(await api.invite(ada, long.id)).invite_code}`);
    await expect(page.getByRole('button', { name: 'Show more' })).toBeVisible();
    expect(await fadeOf(/^Paragraph 1:/)).not.toBe('none');
  });

  test('the host opening their own link sees "This is your invitation link" and who answered, not Accept', async ({ page, request }) => {
    const api = new GatherApi(request);
    const ada = await api.registerUser('Ada Lovelace');
    const kwame = await api.registerUser('Kwame Mensah');
    const priya = await api.registerUser('Priya Shah');
    const community = await api.createCommunity(ada, 'Board Gamers');
    const event = await api.createEvent(ada, community.id, 'Catan evening');
    const link = await api.invite(ada, event.id);
    await api.answerInvitation(kwame, link.invite_code, 'join');
    await api.answerInvitation(priya, link.invite_code, 'decline');

    await openSignedIn(page, ada, `/join-event/${link.invite_code}`);
    const join = new JoinEventScreen(page);
    await expect(join.title()).toHaveText('Catan evening');
    await expect(page.getByRole('heading', { name: 'This is your invitation link' })).toBeVisible();
    const answers = page.locator('.join-host-answers li');
    await expect(answers.filter({ hasText: 'Kwame Mensah' })).toContainText('Accepted');
    await expect(answers.filter({ hasText: 'Priya Shah' })).toContainText('Declined');
    await expect(join.button('Accept')).toHaveCount(0);
    await expect(join.button('Decline')).toHaveCount(0);

    await page.getByRole('link', { name: 'Open the event' }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));
  });

  test('a member opening an invite to their own community sees "You\'re already a member" with Open', async ({ page, request }) => {
    const api = new GatherApi(request);
    const ada = await api.registerUser('Ada Lovelace');
    const grace = await api.registerUser('Grace Hopper');
    const community = await api.createCommunity(ada, 'Night Owls');
    await api.joinCommunity(grace, community.invite_code);

    await openSignedIn(page, grace, `/invite/${community.invite_code}`);
    await expect(page.getByRole('heading', { name: 'Night Owls' })).toBeVisible();
    await expect(page.getByText("You're already a member")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Join Community' })).toHaveCount(0);
    const open = page.getByRole('link', { name: 'Open', exact: true });
    expect((await open.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await open.click();
    await expect(page).toHaveURL(new RegExp(`/communities/${community.id}$`));
  });
});
