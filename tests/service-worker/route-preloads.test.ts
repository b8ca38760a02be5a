import { describe, expect, it } from 'vitest';
import { preloadTagsFor, withPreloadTags } from '../../service-worker/route-preloads-table';
import type { RoutePreloads } from '../../service-worker/route-preloads-table';

const TABLE: RoutePreloads = {
  'web/features/home/home-page.tsx': '<link rel="modulepreload" crossorigin href="/assets/home-page-1.js" />',
  'web/features/events/event-detail-page.tsx': '<link rel="modulepreload" crossorigin href="/assets/event-detail-page-1.js" />',
};
const SHELL = '<html><head><title>Gather</title></head><body><div id="root"></div></body></html>';

describe("the service worker's navigation answer names the screen's chunks", () => {
  it('adds the links of the address (trailing slash or not) at the end of the head', () => {
    const tags = preloadTagsFor(TABLE, '/events/12/');
    expect(withPreloadTags(SHELL, tags)).toBe(
      '<html><head><title>Gather</title><link rel="modulepreload" crossorigin href="/assets/event-detail-page-1.js" /></head><body><div id="root"></div></body></html>',
    );
    expect(preloadTagsFor(TABLE, '/home')).toContain('home-page-1.js');
  });

  it('leaves index.html as it is for the landing page and addresses with no page', () => {
    expect(withPreloadTags(SHELL, preloadTagsFor(TABLE, '/'))).toBe(SHELL);
    expect(withPreloadTags(SHELL, preloadTagsFor(TABLE, '/no/such/page'))).toBe(SHELL);
  });

  it('keeps `$` in a tag as text', () => {
    expect(withPreloadTags(SHELL, '<link href="/a$&b" />')).toContain('<link href="/a$&b" /></head>');
  });
});
