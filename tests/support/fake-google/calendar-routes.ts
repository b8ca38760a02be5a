import type { IncomingMessage, ServerResponse } from 'node:http';
import { grantOfAccessToken, json } from './oauth-routes';
import { recurrenceProblem } from './recurrence';
import type { FakeGoogleState, FakeEvent } from './state';

const CALENDAR_SCOPE = 'https://www.googleapis.com/auth/calendar.events';

/** Where the answer of a call whose answer is lost goes. */
const sink = { writeHead: () => sink, end: () => sink, setHeader: () => sink } as unknown as ServerResponse;

const googleError = (res: ServerResponse, status: number, reason: string, headers: Record<string, string> = {}, message = reason) =>
  json(res, status, { error: { code: status, message, errors: [{ domain: 'calendar', reason, message }] } }, headers);

/**
 * Calendar v3 as far as Gather uses it: calendarList list/get, events insert/patch/delete. Events
 * keep exactly what they were sent; a recurrence Google would refuse is a 400 (recurrence.ts). Deleting marks an event cancelled (its id stays taken: a second
 * insert is a 409, as at Google); deleting it again is a 410.
 */
export function handleCalendar(state: FakeGoogleState, req: IncomingMessage, res: ServerResponse, url: URL, body: Record<string, unknown>): boolean {
  const match = /^\/calendar\/v3\/(.*)$/.exec(url.pathname);
  if (!match) {
    return false;
  }
  state.calls.push({ method: req.method ?? 'GET', path: url.pathname, at: Date.now() });
  const failure = state.failures.shift();
  if (failure) {
    googleError(res, failure.status, failure.reason ?? 'backendError', failure.retryAfter ? { 'Retry-After': failure.retryAfter } : {});
    return true;
  }
  const grant = grantOfAccessToken(state, req.headers.authorization);
  const account = grant ? state.accounts.get(grant.sub) : undefined;
  if (!grant || !account) {
    googleError(res, 401, 'authError');
    return true;
  }
  if (!grant.scope.split(' ').includes(CALENDAR_SCOPE)) {
    googleError(res, 403, 'insufficientPermissions');
    return true;
  }
  const parts = match[1]?.split('/').map(decodeURIComponent) ?? [];
  if (parts[0] === 'users' && parts[2] === 'calendarList') {
    const entries = account.calendars.map((c) => ({ kind: 'calendar#calendarListEntry', ...c }));
    if (parts[3]) {
      const wanted = parts[3] === 'primary' ? account.calendars.find((c) => c.primary)?.id : parts[3];
      const entry = entries.find((c) => c.id === wanted);
      if (entry) {
        json(res, 200, entry);
      } else {
        googleError(res, 404, 'notFound');
      }
    } else {
      json(res, 200, { kind: 'calendar#calendarList', items: entries });
    }
    return true;
  }
  if (parts[0] === 'calendars' && parts[2] === 'events') {
    const calendarId = parts[1] === 'primary' ? (account.calendars.find((c) => c.primary)?.id ?? account.email) : (parts[1] ?? '');
    if (!account.calendars.some((c) => c.id === calendarId && (c.accessRole === 'owner' || c.accessRole === 'writer'))) {
      googleError(res, 404, 'notFound');
      return true;
    }
    const lost = state.failuresAfterApplying.shift();
    if (lost) {
      eventCall(state.calendarEvents(calendarId), req.method ?? 'GET', parts[3], body, null);
      googleError(res, lost.status, lost.reason ?? 'backendError');
      return true;
    }
    eventCall(state.calendarEvents(calendarId), req.method ?? 'GET', parts[3], body, res);
    return true;
  }
  googleError(res, 404, 'notFound');
  return true;
}

function eventCall(events: Map<string, FakeEvent>, method: string, eventId: string | undefined, body: Record<string, unknown>, out: ServerResponse | null): void {
  const res = out ?? sink;
  if (method === 'POST' && !eventId) {
    const id = typeof body.id === 'string' ? body.id : `gen${events.size}`;
    if (events.has(id)) {
      googleError(res, 409, 'duplicate');
      return;
    }
    const problem = recurrenceProblem(body);
    if (problem) {
      googleError(res, 400, 'invalid', {}, problem);
      return;
    }
    const event: FakeEvent = { ...body, id, status: typeof body.status === 'string' ? body.status : 'confirmed' };
    events.set(id, event);
    json(res, 200, event);
    return;
  }
  const existing = eventId ? events.get(eventId) : undefined;
  if (!existing) {
    googleError(res, 404, 'notFound');
    return;
  }
  if (method === 'PATCH') {
    const problem = recurrenceProblem({ ...existing, ...body });
    if (problem) {
      googleError(res, 400, 'invalid', {}, problem);
      return;
    }
    Object.assign(existing, body);
    json(res, 200, existing);
  } else if (method === 'DELETE') {
    if (existing.status === 'cancelled') {
      googleError(res, 410, 'deleted');
      return;
    }
    existing.status = 'cancelled';
    res.writeHead(204);
    res.end();
  } else {
    json(res, 200, existing);
  }
}
