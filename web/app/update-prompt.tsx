import { Suspense } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { lazyComponent } from '../lib/lazy-component';

const UpdateToast = lazyComponent(() => import('./update-toast'), 'UpdateToast', () => null);

/** Registers the service worker and, when a new version is waiting, offers to reload. */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError(error: unknown) {
      console.error('Service worker registration failed', error);
    },
  });
  if (!needRefresh) {
    return null;
  }
  const reload = () => {
    // vite-plugin-pwa reloads only when the page was already controlled when it registered; a page
    // opened on the very first visit would stay on the old version. Reload once the new worker is in charge.
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    void updateServiceWorker(true).catch((error: unknown) => console.error('Updating the app failed', error));
  };
  return (
    <Suspense fallback={null}>
      <UpdateToast onReload={reload} onDismiss={() => setNeedRefresh(false)} />
    </Suspense>
  );
}
