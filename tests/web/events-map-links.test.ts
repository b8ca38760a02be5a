import { describe, expect, it } from 'vitest';
import { mapsAppLink, mapsPlatformOf, openStreetMapLink } from '../../web/features/events/lib/map-links';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
// iPadOS asks for desktop sites by default: it says Macintosh, and has a touch screen.
const IPAD = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('map links for an event place', () => {
  it('opens Apple Maps on an iPhone, an iPad or a Mac (geo: does nothing there)', () => {
    expect(mapsPlatformOf({ userAgent: IPHONE })).toBe('apple');
    expect(mapsPlatformOf({ userAgent: IPAD, maxTouchPoints: 5 })).toBe('apple');
    expect(mapsAppLink('Brockwell Lido, London', 'apple')).toBe('https://maps.apple.com/?q=Brockwell%20Lido%2C%20London');
  });

  it('hands a geo: address to the maps app on Android and elsewhere', () => {
    expect(mapsPlatformOf({ userAgent: ANDROID })).toBe('android');
    expect(mapsPlatformOf({ userAgent: WINDOWS })).toBe('other');
    expect(mapsAppLink('Brockwell Lido, London', 'android')).toBe('geo:0,0?q=Brockwell%20Lido%2C%20London');
    expect(mapsAppLink('Café #1 & Co', 'other')).toBe('geo:0,0?q=Caf%C3%A9%20%231%20%26%20Co');
  });

  it('reads the browser it runs in when no platform is given', () => {
    // The test browser is neither Apple nor Android.
    expect(mapsAppLink('The Crown')).toBe('geo:0,0?q=The%20Crown');
  });

  it('keeps the OpenStreetMap search on every platform', () => {
    expect(openStreetMapLink('Brockwell Lido, London')).toBe('https://www.openstreetmap.org/search?query=Brockwell%20Lido%2C%20London');
  });
});
