import { Suspense, useState } from 'react';
import { ShellLoading } from '../components/page-spinner';
import { getToken } from '../lib/token-store';
import { lazyComponent } from '../lib/lazy-component';
import { LightApp } from './light-app';
import { UpdatePrompt } from './update-prompt';

const FullApp = lazyComponent(() => import('./full-app'), 'FullApp', () => <ShellLoading />);

/** A guest opening `/` needs only the landing page, not the app. */
function startsLight(): boolean {
  return window.location.pathname === '/' && getToken() === null;
}

/**
 * Two stages so the landing page stays small: a guest on `/` gets the light app (landing page
 * only, no Ionic components); any other page, or a stored token, loads the full app (Ionic comes
 * with its frame, web/app/layout/app-layout.tsx), and the light app hands over to it as soon as
 * the guest leaves `/`. Both read the same browser history, so the hand-over is one render.
 */
export function AppRoot() {
  const [light, setLight] = useState(startsLight);
  return (
    <>
      {light ? (
        <LightApp onLeave={() => setLight(false)} />
      ) : (
        <Suspense fallback={<ShellLoading />}>
          <FullApp />
        </Suspense>
      )}
      <UpdatePrompt />
    </>
  );
}
