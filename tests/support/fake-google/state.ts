import { randomBytes } from 'node:crypto';

/** A Google account of the stand-in, with its calendars. */
export interface FakeAccount {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
  calendars: FakeCalendar[];
}

export interface FakeCalendar {
  id: string;
  summary: string;
  primary?: boolean;
  accessRole: 'owner' | 'writer' | 'reader' | 'freeBusyReader';
  backgroundColor?: string;
}

/** An event as the stand-in keeps it: exactly what it was sent (patches merged in), and its status. */
export type FakeEvent = Record<string, unknown> & { id: string; status: string };

export interface Grant {
  sub: string;
  clientId: string;
  scope: string;
  refreshToken: string | null;
  revoked: boolean;
}

export interface PendingCode {
  grant: Omit<Grant, 'refreshToken' | 'revoked'>;
  redirectUri: string;
  codeChallenge: string | null;
  nonce: string | null;
  offline: boolean;
}

/** What the stand-in answers a Calendar API call with instead of the real answer, once each. */
export interface InjectedFailure {
  status: number;
  reason?: string;
  retryAfter?: string;
}

export const token = (prefix: string) => `${prefix}-${randomBytes(12).toString('hex')}`;

/** Everything the stand-in remembers; tests read it to see what reached "Google". */
export class FakeGoogleState {
  accounts = new Map<string, FakeAccount>();
  codes = new Map<string, PendingCode>();
  grants = new Map<string, Grant>();
  /** access token -> grant refresh token (or grant key) and expiry. */
  accessTokens = new Map<string, { grantKey: string; expiresAt: number }>();
  /** calendar id -> event id -> event. */
  events = new Map<string, Map<string, FakeEvent>>();
  failures: InjectedFailure[] = [];
  /** Failures answered after the call was carried out (the answer lost on the way back). */
  failuresAfterApplying: InjectedFailure[] = [];
  /** Every Calendar API call: method, path and when. */
  calls: { method: string; path: string; at: number }[] = [];
  tokenRequests: Record<string, string>[] = [];
  revoked: string[] = [];
  /** The scopes the next approval grants (null: what was asked). */
  grantOverride: string | null = null;
  /** Whether the refresh endpoint answers invalid_grant for every grant. */
  refuseRefresh = false;
  /** Added delay on every Calendar API call, in ms (a slow Google). */
  latencyMs = 0;

  calendarEvents(calendarId: string): Map<string, FakeEvent> {
    let events = this.events.get(calendarId);
    if (!events) {
      events = new Map();
      this.events.set(calendarId, events);
    }
    return events;
  }

  /** Live (not cancelled) events of a calendar. */
  liveEvents(calendarId: string): FakeEvent[] {
    return [...this.calendarEvents(calendarId).values()].filter((event) => event.status !== 'cancelled');
  }
}
