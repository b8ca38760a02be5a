import { ShellLoading } from '../../components/page-spinner';
import { lazyComponent } from '../../lib/lazy-component';

const loadLayout = () => import('./app-layout');

/** The app's frame (web/app/layout/app-layout.tsx), with Ionic: its code loads on first use. */
export const AppLayout = lazyComponent(loadLayout, 'AppLayout', () => <ShellLoading />);

/**
 * Starts loading the frame's code before the first screen renders (see preloadFirstScreen): the
 * Ionic app, and for a member the signed-in frame too.
 */
export function preloadAppLayout(signedIn: boolean): void {
  AppLayout.preload();
  if (signedIn) {
    loadLayout()
      .then((layout) => layout.preloadSignedInFrame())
      .catch(() => undefined);
  }
}
