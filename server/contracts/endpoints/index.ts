import { adminEndpoints } from './admin';
import { accountEndpoints } from './account';
import { appEndpoints } from './app';
import { authEndpoints } from './auth';
import { calendarEndpoints } from './calendar';
import { commentEndpoints } from './comments';
import { communityEndpoints } from './communities';
import { developerEndpoints } from './developer';
import type { Endpoint, EndpointGroup } from './endpoint';
import { eventEndpoints } from './events';
import { invitationEndpoints } from './invitations';
import { paymentEndpoints } from './payments';
import { parseEndpoints } from './parse';
import { pushEndpoints } from './push';

export type { Endpoint, EndpointExamples, EndpointGroup, EndpointResponse, HttpMethod } from './endpoint';
export { successSchemas } from './endpoint';

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
