import { describe, expect, it } from 'vitest';
import { skeletonKindFor } from '../../web/components/screen-skeleton/skeleton-kind';

describe('the skeleton shown while a screen loads', () => {
  it('has the shape of the screen at the address', () => {
    expect(skeletonKindFor('/home')).toBe('home');
    expect(skeletonKindFor('/home/')).toBe('home');
    for (const path of ['/login', '/register', '/reset-password', '/verify-email', '/auth/callback', '/settings', '/developer', '/donate', '/communities/4/settings']) {
      expect([path, skeletonKindFor(path)]).toEqual([path, 'form']);
    }
    for (const path of ['/join-event', '/join-event/X7K2', '/invite/X7K2']) {
      expect([path, skeletonKindFor(path)]).toEqual([path, 'invitation']);
    }
    for (const path of ['/events/12', '/communities/4', '/privacy', '/terms']) {
      expect([path, skeletonKindFor(path)]).toEqual([path, 'detail']);
    }
    for (const path of ['/', '/events', '/communities', '/my-invitations', '/developer/docs', '/admin', '/no/such/page']) {
      expect([path, skeletonKindFor(path)]).toEqual([path, 'list']);
    }
  });
});
