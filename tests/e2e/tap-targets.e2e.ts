import type { APIRequestContext, Page } from '@playwright/test';
import { decodeQuotedPrintable } from '../support/smtp-sink';
import type { E2eServer } from './fixtures';
import { expect, test } from './fixtures';
import { GatherApi, openSignedIn } from './pages/discussion-pages';
import type { ApiUser } from './pages/discussion-pages';
import { rsvpThroughApi } from './pages/event-pages';

/** Apple's and WCAG 2.5.5's size for something a thumb taps. */
const MIN_PX = 44;

/**
 * What a member taps: links, buttons (native and Ionic), switches, tabs, selects, checkboxes,
 * radios, menu items and the status chips. Text fields are not counted (their boxes are tall).
 */
const TAPPABLE = [
  'a[href]',
  'button',
  'ion-button',
  'ion-toggle',
  'ion-segment-button',
  'ion-select',
  'ion-checkbox',
  'ion-radio',
  'select',
  'summary',
  'input[type="checkbox"]',
  'input[type="radio"]',
  '[role="button"]',
  '[role="menuitem"]',
  '[role="switch"]',
  '[role="tab"]',
].join(', ');

type Target = { name: string; width: number; height: number };

/**
 * Every visible tap target of the page smaller than 44x44 px, by a short description. One target
 * inside another (an icon link in a button) counts once, as the outer one. The only exception is
 * WCAG 2.5.8's "inline" one: a link inside a sentence of a paragraph, whose height the line of
 * text sets ('Reply Going or Maybe to an event in your communities'); it is listed apart so a
 * reader sees what was let through.
 */
async function smallTargets(page: Page): Promise<{ small: Target[]; inline: string[] }> {
  return page.evaluate(
    ({ selector, min }) => {
      const describe = (element: Element) => {
        const label = element.getAttribute('aria-label') ?? element.textContent?.replace(/\s+/g, ' ').trim().slice(0, 40) ?? '';
        const className = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
        return `${element.tagName.toLowerCase()}${className} "${label}"`;
      };
      const visible = (element: Element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) {
          return false;
        }
        for (let node: Element | null = element; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (style.visibility === 'hidden' || style.display === 'none' || node.getAttribute('aria-hidden') === 'true') {
            return false;
          }
        }
        return true;
      };
      // A link in running text: an inline <a> inside a paragraph, with words of its own beside it.
      const inlineInSentence = (element: Element) =>
        element.tagName === 'A' && getComputedStyle(element).display === 'inline' && element.closest('p') !== null && (element.closest('p')?.textContent?.trim().length ?? 0) > (element.textContent?.trim().length ?? 0);
      const small: Array<{ name: string; width: number; height: number }> = [];
      const inline: string[] = [];
      for (const element of document.querySelectorAll(selector)) {
        if (element.parentElement?.closest(selector) || !visible(element)) {
          continue;
        }
        const box = element.getBoundingClientRect();
        if (box.width >= min - 0.5 && box.height >= min - 0.5) {
          continue;
        }
        if (inlineInSentence(element)) {
          inline.push(describe(element));
          continue;
        }
        small.push({ name: describe(element), width: Math.round(box.width), height: Math.round(box.height) });
      }
      return { small, inline };
    },
    { selector: TAPPABLE, min: MIN_PX },
  );
}

/**
 * The only links let through smaller: each sits in a sentence, which WCAG 2.5.8 exempts ("the
 * target is in a sentence or its size is otherwise constrained by the line-height of non-target
 * text"). Any other small link fails.
 */
const INLINE_LINKS_ALLOWED = [
  // Event page: 'Created by Ada Lovelace in Sea Swimmers'.
  /^a "Sea Swimmers"$/,
  // Community settings: 'Your Google Calendar is not connected: connect it in Settings for this to add events.'
  /^a "connect it in Settings"$/,
  // Home, with nothing planned: 'Reply Going or Maybe to an event in your communities and it shows up here.'
  /^a "your communities"$/,
];

/**
 * A community owner with a member, an event she made and answered, a discussion, a shareable link
 * and an e-mailed invitation; the member has that invitation waiting.
 */
async function seed(e2e: E2eServer, request: APIRequestContext): Promise<{ ada: ApiUser; nora: ApiUser; communityId: number; eventId: number }> {
  const api = new GatherApi(request);
  const ada = await api.registerUser('Ada Lovelace');
  const nora = await api.registerUser('Nora Newcomer');
  // Invitations to an address reach the account once its owner has proved it.
  const mail = await e2e.smtp.waitForMailTo(nora.email, 10_000, 'Confirm your e-mail address for Gather');
  const token = /verify-email\?token=([\w-]+)/.exec(decodeQuotedPrintable(mail.raw))?.[1];
  expect((await request.post('/api/auth/verify-email', { data: { token } })).ok()).toBe(true);
  const community = await api.createCommunity(ada, 'Sea Swimmers');
  await api.joinCommunity(nora, community.invite_code);
  const event = await api.createEvent(ada, community.id, 'Lido at dusk', { startsInMs: 3 * 86_400_000 });
  await rsvpThroughApi(request, ada.token, event.id, 'going');
  await api.postComment(nora, event.id, 'Who brings towels?');
  await api.postComment(ada, event.id, 'I will!');
  await api.invite(ada, event.id);
  const later = await api.createEvent(ada, community.id, 'Sunrise swim', { startsInMs: 5 * 86_400_000 });
  await api.invite(ada, later.id, nora.email);
  return { ada, nora, communityId: community.id, eventId: event.id };
}

test('every button, link, switch and chip of the member screens is at least 44x44 px at 360 px', async ({ page, request, e2e }) => {
  test.setTimeout(120_000);
  const { ada, nora, communityId, eventId } = await seed(e2e, request);
  const screens: Array<{ who: ApiUser; path: string; ready: (page: Page) => Promise<void> }> = [
    { who: ada, path: `/events/${eventId}`, ready: async (p) => expect(p.getByText('Who brings towels?')).toBeVisible() },
    { who: ada, path: `/communities/${communityId}`, ready: async (p) => expect(p.getByRole('link', { name: /Lido at dusk/ }).first()).toBeVisible() },
    { who: ada, path: `/communities/${communityId}/settings`, ready: async (p) => expect(p.getByRole('button', { name: 'Actions for Nora Newcomer' })).toBeVisible() },
    { who: ada, path: '/my-invitations?tab=sent', ready: async (p) => expect(p.getByRole('button', { name: 'Copy Link' })).toBeVisible() },
    { who: ada, path: '/settings', ready: async (p) => expect(p.getByText('Member since')).toBeVisible() },
    { who: nora, path: '/my-invitations', ready: async (p) => expect(p.getByText('Sunrise swim').first()).toBeVisible() },
    { who: nora, path: '/home', ready: async (p) => expect(p.getByRole('list', { name: 'Invitations waiting for your answer' })).toBeVisible() },
  ];
  const found: Record<string, Target[]> = {};
  const inline = new Set<string>();
  for (const screen of screens) {
    await openSignedIn(page, screen.who, screen.path);
    await screen.ready(page);
    // Let Ionic finish drawing its controls (their size is set once their styles apply).
    await page.waitForFunction(() => [...document.querySelectorAll('ion-button, ion-toggle')].every((element) => element.classList.contains('hydrated')));
    const result = await smallTargets(page);
    found[screen.path] = result.small;
    result.inline.forEach((name) => inline.add(name));
  }
  // The member row's menu, opened.
  await openSignedIn(page, ada, `/communities/${communityId}/settings`);
  await page.getByRole('button', { name: 'Actions for Nora Newcomer' }).click();
  await expect(page.getByRole('menuitem').first()).toBeVisible();
  found['member row menu'] = (await smallTargets(page)).small;

  expect(found).toEqual(Object.fromEntries([...screens.map((screen) => screen.path), 'member row menu'].map((path) => [path, []])));
  expect([...inline].filter((name) => !INLINE_LINKS_ALLOWED.some((allowed) => allowed.test(name)))).toEqual([]);
});

test('every button and link of the guest screens, the text links among them, is at least 44x44 px at 360 px', async ({ page, request, e2e }) => {
  test.setTimeout(120_000);
  const { ada, eventId } = await seed(e2e, request);
  const community = await new GatherApi(request).createCommunity(ada, 'Lido Regulars');
  const link = await new GatherApi(request).invite(ada, eventId);
  const screens: Array<{ path: string; ready: (page: Page) => Promise<void> }> = [
    { path: '/', ready: async (p) => expect(p.getByRole('link', { name: 'Get Started' })).toBeVisible() },
    { path: '/login', ready: async (p) => expect(p.getByRole('form', { name: 'Sign in' })).toBeVisible() },
    { path: '/register', ready: async (p) => expect(p.getByRole('form', { name: 'Create account' })).toBeVisible() },
    { path: `/invite/${community.invite_code}`, ready: async (p) => expect(p.getByRole('button', { name: 'Create Account & Join' })).toBeVisible() },
    { path: `/join-event/${link.invite_code}`, ready: async (p) => expect(p.getByRole('button', { name: 'Sign Up' })).toBeVisible() },
    { path: '/privacy', ready: async (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  ];
  const found: Record<string, Target[]> = {};
  for (const screen of screens) {
    await page.goto(screen.path);
    await screen.ready(page);
    await page.waitForFunction(() => [...document.querySelectorAll('ion-button')].every((element) => element.classList.contains('hydrated')));
    found[screen.path] = (await smallTargets(page)).small;
  }
  // The Forgot your password? dialog of /login.
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(page.locator('ion-modal.show-modal')).toBeVisible();
  found['forgot password dialog'] = (await smallTargets(page)).small;

  expect(found).toEqual(Object.fromEntries([...screens.map((screen) => screen.path), 'forgot password dialog'].map((path) => [path, []])));
});

test('every button and link of the dialogs, Close included, is at least 44x44 px at 360 px', async ({ page, request, e2e }) => {
  test.setTimeout(120_000);
  const { ada, communityId, eventId } = await seed(e2e, request);
  const dialog = page.locator('ion-modal.show-modal');
  const dialogs: Array<{ name: string; path: string; open: (page: Page) => Promise<void> }> = [
    { name: 'attendees', path: `/events/${eventId}`, open: async (p) => p.getByRole('button', { name: /^\d+ going · / }).click() },
    { name: 'invite people', path: `/events/${eventId}`, open: async (p) => p.getByRole('button', { name: 'Invite People' }).click() },
    { name: 'members', path: `/communities/${communityId}`, open: async (p) => p.getByRole('button', { name: /^\d+ members?$/ }).click() },
    { name: 'create event', path: `/communities/${communityId}`, open: async (p) => p.getByRole('button', { name: 'Create Event' }).click() },
    { name: 'create community', path: '/communities', open: async (p) => p.getByRole('button', { name: 'Create Community' }).first().click() },
    { name: 'join community', path: '/communities', open: async (p) => p.getByRole('button', { name: 'Join Community' }).first().click() },
    { name: 'delete confirmation', path: `/events/${eventId}`, open: async (p) => p.getByRole('button', { name: 'Delete', exact: true }).click() },
  ];
  const found: Record<string, Target[]> = {};
  for (const entry of dialogs) {
    await openSignedIn(page, ada, entry.path);
    await page.waitForFunction(() => [...document.querySelectorAll('ion-button')].length > 0 && [...document.querySelectorAll('ion-button')].every((element) => element.classList.contains('hydrated')));
    await entry.open(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^(Close|Cancel)$/ }).first()).toBeVisible();
    // Let the dialog finish opening (its size settles at the end of the animation).
    await page.waitForTimeout(500);
    found[entry.name] = (await smallTargets(page)).small;
  }
  expect(found).toEqual(Object.fromEntries(dialogs.map((entry) => [entry.name, []])));
});
