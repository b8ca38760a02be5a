import { vi } from 'vitest';
import type { EventDetail } from '@contracts/events/schemas';
import { eventRoutes } from '../events-fixtures';
import { fakeApi, makeUser } from './fake-api';
import type { ApiCall } from './fake-api';
import { renderRoutes } from './render-routes';
import { signIn } from './sign-in';

/** Opens /events/5 signed in, the server answering `event` for it (and `routes` besides); answers the calls made. */
export function showEvent(event: EventDetail, routes: Parameters<typeof fakeApi>[0] = {}): ApiCall[] {
  signIn();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const calls = fakeApi({ ...eventRoutes({ body: makeUser() }), 'GET /events/5': { body: event }, ...routes });
  renderRoutes('/events/5');
  return calls;
}
