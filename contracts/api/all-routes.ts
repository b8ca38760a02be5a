import { adminRoutes } from '../admin/routes';
import { accountRoutes } from '../account/routes';
import { appRoutes } from '../app/routes';
import { authRoutes } from '../auth/routes';
import { calendarRoutes } from '../calendar/routes';
import { checkInRoutes } from '../checkin/routes';
import { commentRoutes } from '../comments/routes';
import { communityRoutes } from '../communities/routes';
import { developerRoutes } from '../developer/routes';
import { eventRoutes } from '../events/routes';
import { invitationRoutes } from '../invitations/routes';
import { paymentRoutes } from '../payments/routes';
import { parseRoutes } from '../parse/routes';
import { pushRoutes } from '../push/routes';
import { namedRoutes } from './route';
import type { NamedRoute, RouteGroup } from './route';

/** Every area's routes, in the order the documentation shows them. */
export const routeGroups: readonly RouteGroup[] = [
  appRoutes,
  authRoutes,
  accountRoutes,
  communityRoutes,
  eventRoutes,
  checkInRoutes,
  parseRoutes,
  commentRoutes,
  invitationRoutes,
  pushRoutes,
  adminRoutes,
  developerRoutes,
  paymentRoutes,
  calendarRoutes,
];

/** Every route of the API, each with its name and area. */
export const declaredRoutes: readonly NamedRoute[] = namedRoutes(routeGroups);
