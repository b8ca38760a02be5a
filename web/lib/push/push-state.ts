/** Where web push stands in this browser, as the Notifications switch shows it. */
export type PushState =
  | 'unsupported' // no service worker, PushManager or Notification
  | 'ios-home-screen' // iOS Safari: push works only once the app is added to the Home Screen
  | 'blocked' // the member (or browser) denied notifications for this site
  | 'on'
  | 'off';

interface Environment {
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
  permission: NotificationPermission | null;
  isIos: boolean;
  isStandalone: boolean;
  subscribed: boolean;
}

/** Pure: the state for what the browser reports. */
export function pushStateFor(env: Environment): PushState {
  if (env.isIos && !env.isStandalone) {
    return 'ios-home-screen';
  }
  if (!env.hasServiceWorker || !env.hasPushManager || !env.hasNotification) {
    return 'unsupported';
  }
  if (env.permission === 'denied') {
    return 'blocked';
  }
  return env.subscribed && env.permission === 'granted' ? 'on' : 'off';
}

/** iPhone and iPad (iPadOS reports itself as a Mac with touch). */
function isIosDevice(): boolean {
  return /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);
}

function isStandaloneDisplay(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}

/** This browser's current subscription, if push is available at all. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) {
    return null;
  }
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function readPushState(): Promise<PushState> {
  return pushStateFor({
    hasServiceWorker: 'serviceWorker' in navigator,
    hasPushManager: 'PushManager' in window,
    hasNotification: 'Notification' in window,
    permission: 'Notification' in window ? Notification.permission : null,
    isIos: isIosDevice(),
    isStandalone: isStandaloneDisplay(),
    subscribed: (await currentSubscription()) !== null,
  });
}
