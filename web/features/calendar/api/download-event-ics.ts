import { apiPath } from '@contracts/api/api-path';
import { getToken } from '../../../lib/token-store';
import { ApiError } from '../../../lib/api-client';
import { API_BASE } from '../../../lib/api-send';

/**
 * GET /events/{id}/calendar.ics with the member's token, saved as a file: a plain link cannot carry
 * the bearer token, so the file is fetched and handed to the browser as a download.
 */
export async function downloadEventIcs(eventId: number): Promise<void> {
  const token = getToken();
  const response = await fetch(`${API_BASE}${apiPath('get', '/events/:id/calendar.ics', { id: eventId })}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    throw new ApiError(response.status, undefined);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `event-${eventId}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
