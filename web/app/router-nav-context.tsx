import { NavContext } from '@ionic/react';
import type { NavContextState } from '@ionic/react';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

const noop = () => undefined;

/**
 * What Ionic's `routerLink` (on IonButton, IonItem) calls to navigate, answered by React Router.
 * The app renders its pages with React Router's own <Routes> and never uses Ionic's outlet, tabs
 * or page stack, so IonReactRouter (about 90 KB of code before the first screen) only ever served
 * this context; without it `routerLink` would reload the page.
 */
export function RouterNavContext({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const value = useMemo<NavContextState>(
    () => ({
      getIonRoute: noop,
      getStackManager: noop,
      goBack: (route) => {
        void (typeof route === 'string' ? navigate(route) : navigate(-1));
      },
      navigate: (path, _direction, action) => {
        void navigate(path, { replace: action === 'replace' });
      },
      hasIonicRouter: () => false,
      routeInfo: undefined,
      setCurrentTab: noop,
      changeTab: (_tab, path) => {
        void navigate(path);
      },
      resetTab: (_tab, path) => {
        void navigate(path);
      },
    }),
    [navigate],
  );
  return <NavContext.Provider value={value}>{children}</NavContext.Provider>;
}
