import { useMutation } from '@tanstack/react-query';
import type { ParseEventRequest, ParseEventResponse } from '@contracts/parse/schemas';
import { apiPath } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';

/** POST /events/parse-from-url: a web page's address or an announcement's text read into event fields. */
export function parseEvent(body: ParseEventRequest): Promise<ParseEventResponse> {
  return apiRequest(apiPath('post', '/events/parse-from-url'), { method: 'POST', body });
}

/** The event assistant's read; nothing is cached, each read is asked afresh. */
export function useParseEvent() {
  return useMutation({ mutationFn: parseEvent });
}
