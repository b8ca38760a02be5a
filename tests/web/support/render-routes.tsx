import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProviders } from '../../../web/app/providers';
import { AppRoutes } from '../../../web/app/routes';
import { ROUTER_FUTURE } from '../../../web/app/router-future';
import { UnauthorizedRedirect } from '../../../web/app/unauthorized-redirect';

/** Shows the current path so tests can assert where the app navigated. */
function CurrentPath() {
  const location = useLocation();
  return <div data-testid="current-path">{location.pathname + location.search}</div>;
}

/**
 * Renders the real route table (guards, layout, lazy pages) at `path`. MemoryRouter stands in
 * for IonReactRouter, which needs a real browser history.
 */
export function renderRoutes(path: string): RenderResult {
  window.history.replaceState(null, '', path);
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
        <UnauthorizedRedirect />
        <CurrentPath />
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}
