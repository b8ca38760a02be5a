/**
 * The screens `npm run bench:mobile` times, and what "its content shows" means on each: the
 * element a person came for, on screen (laid out, not hidden, not transparent).
 */
export interface MobileScreen {
  name: string;
  /** The address, with the seeded invite code and event id filled in. */
  path: (seed: { inviteCode: string; eventId: number }) => string;
  /** CSS selector of the content that counts as "shown". */
  content: string;
  /** What `content` is, in words, for the printed table. */
  contentLabel: string;
  signedIn: boolean;
  /** Empty-cache budget in ms (issue 17), when the issue sets one. */
  coldBudgetMs: number | null;
}

/** Every warm (second) visit: 1.5 s. */
export const WARM_BUDGET_MS = 1500;

export const MOBILE_SCREENS: MobileScreen[] = [
  { name: 'landing', path: () => '/', content: '#hero-title', contentLabel: 'the hero h1', signedIn: false, coldBudgetMs: 2000 },
  { name: '/login', path: () => '/login', content: 'form.auth-form ion-button[type="submit"], form.auth-form button[type="submit"]', contentLabel: 'the sign-in form and its button', signedIn: false, coldBudgetMs: null },
  {
    name: 'guest /join-event/{code}',
    path: ({ inviteCode }) => `/join-event/${inviteCode}`,
    content: '.join-actions ion-button',
    contentLabel: 'the Sign In button under the event',
    signedIn: false,
    coldBudgetMs: 3000,
  },
  { name: '/home', path: () => '/home', content: '.up-next-item', contentLabel: 'the first Up next event', signedIn: true, coldBudgetMs: 4000 },
  { name: '/events', path: () => '/events', content: '.event-card', contentLabel: 'the first event card', signedIn: true, coldBudgetMs: null },
  {
    name: '/events/{id}',
    path: ({ eventId }) => `/events/${eventId}`,
    content: 'h1.event-title',
    contentLabel: 'the event title',
    signedIn: true,
    coldBudgetMs: 4000,
  },
];

/**
 * Injected before any of the page's scripts: each frame, looks for the content and records, in
 * the page's clock (0 = navigation start), the first frame it is visible in.
 */
export function recordContentShown(selector: string): string {
  return `
    (() => {
      const selector = ${JSON.stringify(selector)};
      const look = () => {
        const found = document.querySelector(selector);
        const box = found ? found.getBoundingClientRect() : null;
        if (found && box.width > 0 && box.height > 0 && found.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) {
          window.__contentShownAt = performance.now();
          return;
        }
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    })();
  `;
}
