import { ShellLoading } from '../../components/page-spinner';
import { lazyComponent } from '../../lib/lazy-component';

/** The app's frame (web/app/layout/app-layout.tsx), with Ionic: its code loads on first use. */
export const AppLayout = lazyComponent(() => import('./app-layout'), 'AppLayout', () => <ShellLoading />);

/** A member's frame inside it (header, menu, footer, offline notices): its code loads on first use. */
export const SignedInFrame = lazyComponent(() => import('./signed-in-frame'), 'SignedInFrame', () => <ShellLoading />);

/**
 * Starts loading the frames' code before the first screen renders (see preloadFirstScreen): the
 * app's frame, and for a member the signed-in frame too, at once rather than one after the other.
 */
export function preloadAppLayout(signedIn: boolean): void {
  AppLayout.preload();
  if (signedIn) {
    SignedInFrame.preload();
  }
}
