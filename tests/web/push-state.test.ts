import { describe, expect, it } from 'vitest';
import { pushStateFor } from '../../web/lib/push/push-state';

const capable = {
  hasServiceWorker: true,
  hasPushManager: true,
  hasNotification: true,
  permission: 'default' as NotificationPermission,
  isIos: false,
  isStandalone: false,
  subscribed: false,
};

describe('pushStateFor', () => {
  it('is off until this browser is subscribed with permission, then on', () => {
    expect(pushStateFor(capable)).toBe('off');
    expect(pushStateFor({ ...capable, permission: 'granted' })).toBe('off');
    expect(pushStateFor({ ...capable, permission: 'granted', subscribed: true })).toBe('on');
  });

  it('says blocked when notifications were denied, even with an old subscription', () => {
    expect(pushStateFor({ ...capable, permission: 'denied', subscribed: true })).toBe('blocked');
  });

  it('says unsupported without service worker, PushManager or Notification', () => {
    expect(pushStateFor({ ...capable, hasPushManager: false })).toBe('unsupported');
    expect(pushStateFor({ ...capable, hasServiceWorker: false })).toBe('unsupported');
    expect(pushStateFor({ ...capable, hasNotification: false, permission: null })).toBe('unsupported');
  });

  it('tells iOS Safari users to add the app to the Home Screen first, and works once they have', () => {
    expect(pushStateFor({ ...capable, isIos: true, hasPushManager: false })).toBe('ios-home-screen');
    expect(pushStateFor({ ...capable, isIos: true, isStandalone: true, permission: 'granted', subscribed: true })).toBe('on');
  });
});
