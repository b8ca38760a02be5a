import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageComponentName } from '../../contracts/screens/page-component';
import { preloadedPageAt } from '../../contracts/screens/preloaded-page';
import { SCREENS } from '../../contracts/screens/screens';

describe('the server knows which page draws each address', () => {
  it('names, for every screen of the web app, a page module that exists and exports the page', () => {
    const screens = SCREENS.filter((screen) => screen.page);
    expect(screens.length).toBeGreaterThan(15);
    for (const { path, page = '' } of screens) {
      const exported = fs.existsSync(page) && fs.readFileSync(page, 'utf8').includes(`export function ${pageComponentName(page)}(`);
      expect([path, page, exported]).toEqual([path, page, true]);
    }
    expect(preloadedPageAt('/events/12')).toEqual({ module: 'web/features/events/event-detail-page.tsx', signedIn: true, inAppFrame: true });
    expect(preloadedPageAt('/join-event/X7K2')).toEqual({ module: 'web/features/invitations/join-event-page.tsx', signedIn: false, inAppFrame: true });
    // Full screen, opened at a venue: the page and the local database, without the frame (and its Ionic).
    expect(preloadedPageAt('/events/12/door')).toEqual({ module: 'web/features/checkin/door-page.tsx', signedIn: true, inAppFrame: false });
    expect(preloadedPageAt('/events/12/ticket')).toEqual({ module: 'web/features/checkin/ticket-page.tsx', signedIn: true, inAppFrame: false });
    expect(preloadedPageAt('/communities/3/settings')?.module).toBe('web/features/communities/community-settings-page.tsx');
  });

  it('has no page for the landing page (its own light entry), an old address that redirects or an unknown address', () => {
    expect(preloadedPageAt('/')).toBeNull();
    expect(preloadedPageAt('/terms-of-service')).toBeNull();
    expect(preloadedPageAt('/no/such/page')).toBeNull();
    expect(preloadedPageAt('/home/')?.module).toBe('web/features/home/home-page.tsx');
  });
});
