import { adminEndpoints } from '../admin/routes';
import { accountEndpoints } from '../account/routes';
import { appEndpoints } from '../app/routes';
import { authEndpoints } from '../auth/routes';
import { calendarEndpoints } from '../calendar/routes';
import { commentEndpoints } from '../comments/routes';
import { communityEndpoints } from '../communities/routes';
import { developerEndpoints } from '../developer/routes';
import type { Endpoint, EndpointGroup } from './route';
import { eventEndpoints } from '../events/routes';
import { invitationEndpoints } from '../invitations/routes';
import { paymentEndpoints } from '../payments/routes';
import { parseEndpoints } from '../parse/routes';
import { pushEndpoints } from '../push/routes';

export type { Endpoint, EndpointExamples, EndpointGroup, EndpointResponse, HttpMethod } from './route';
export { successSchemas } from './route';

/** Every route of the API by area, in the order the documentation shows them. */
export const endpointGroups: readonly EndpointGroup[] = [
  appEndpoints,
  authEndpoints,
  accountEndpoints,
  communityEndpoints,
  eventEndpoints,
  parseEndpoints,
  commentEndpoints,
  invitationEndpoints,
  pushEndpoints,
  adminEndpoints,
  developerEndpoints,
  paymentEndpoints,
  calendarEndpoints,
];

export const endpoints: readonly Endpoint[] = endpointGroups.flatMap((group) => group.endpoints);
