import type { Ticket } from '@contracts/checkin/schemas';
import { apiPath } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';

/** POST /events/{id}/ticket: a new ticket for the caller; the one issued before stops working. */
export function requestTicket(eventId: number): Promise<Ticket> {
  return apiRequest(apiPath('post', '/events/:id/ticket', { id: eventId }), { method: 'POST' });
}
