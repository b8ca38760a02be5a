import type { Attendance, CheckInMark, DoorActionResult, DoorBatchAction, RosterEntry } from '@contracts/checkin/schemas';
import { CHECKIN_MESSAGES } from '@contracts/checkin/messages';
import { parseTicketCode, ticketHash } from '@contracts/checkin/ticket-code';
import type { ApiCall, FakeResponse } from './fake-api';

export const DOOR_EVENT = { id: 7, title: 'Winter games night', start_datetime: '2026-12-05T19:00:00.000Z', end_datetime: '2026-12-05T22:00:00.000Z', time_zone: 'Europe/London' };

/** A ticket token of 22 base64url characters made from a seed letter. */
export const tokenOf = (seed: string) => seed.repeat(22).slice(0, 22);
export const codeOf = (seed: string, eventId = DOOR_EVENT.id) => `GT1.${eventId}.${tokenOf(seed)}`;

export async function member(userId: number, name: string, seed: string | null, extra: Partial<RosterEntry> = {}): Promise<RosterEntry> {
  return { key: `m${userId}`, kind: 'member', user_id: userId, name, guests: 0, ticket: seed ? await ticketHash(tokenOf(seed)) : null, going: true, check_in: null, ...extra };
}

function countsOf(entries: RosterEntry[]): Attendance {
  const members = entries.filter((entry) => entry.kind === 'member');
  const going = members.filter((entry) => entry.going);
  const checked = going.filter((entry) => entry.check_in).length;
  return {
    going: going.length,
    checked_in: members.filter((entry) => entry.check_in).length,
    going_not_checked_in: going.length - checked,
    walk_ins: entries.filter((entry) => entry.kind === 'walk_in').length,
    guests_checked_in: members.filter((entry) => entry.check_in).reduce((sum, entry) => sum + entry.guests, 0),
  };
}

type Handler = (body: unknown, headers: Headers, url: URL) => FakeResponse;

/** The door's writes as the batch names them, and the route each one's body is for. */
const ACTION_ROUTES = { check_in: 'POST /events/7/check-ins', undo: 'POST /events/7/check-ins/undo', walk_in: 'POST /events/7/walk-ins' } as const;
type ActionRoute = (typeof ACTION_ROUTES)[keyof typeof ACTION_ROUTES];

/** The door's writes the batches carried, in the order sent (a batch sent again shows its actions again). */
export function sentActions(calls: ApiCall[], type?: DoorBatchAction['type']): { type: string; id: string; body: Record<string, unknown> }[] {
  return calls
    .filter((call) => call.method === 'POST' && call.path === '/events/7/check-ins/batch')
    .flatMap((call) => (call.body as { actions: { type: string; id: string; body: Record<string, unknown> }[] }).actions)
    .filter((action) => type === undefined || action.type === type);
}

/**
 * The check-in routes as the contracts describe them, over an in-memory roster: pages of `pageSize`
 * by `after`, the earlier check-in standing, undo by `at`, walk-ins by the door's id, each
 * Idempotency-Key answered once (a replay gets the stored answer), and the batch, which runs each
 * of its actions as its own route (by its id) and fails whole on a 5xx, as the server does.
 * `writes` counts the writes that ran (not replays). `welcomeMails: false` refuses walk-ins' invite
 * e-mails (the e-mail limits).
 */
export function fakeDoorServer(initial: RosterEntry[], { pageSize = 2, welcomeMails = true } = {}) {
  const entries = new Map(initial.map((entry) => [entry.key, structuredClone(entry)]));
  const replies = new Map<string, FakeResponse>();
  const writes: { path: string; body: unknown }[] = [];
  const sorted = () => [...entries.values()].sort((a, b) => (a.key < b.key ? -1 : 1));
  let refuse: FakeResponse | null = null;
  const answers = new Map<ActionRoute, FakeResponse>();
  let hashes = new Map<string, string>();

  /** The door's writes, each as its own route runs it (the key aside). */
  const writeRoutes: Record<ActionRoute, (body: Record<string, unknown>) => FakeResponse> = {
    'POST /events/7/check-ins': (body) => {
      let entry: RosterEntry | undefined;
      if (typeof body.ticket === 'string') {
        const code = parseTicketCode(body.ticket);
        entry = code ? [...entries.values()].find((candidate) => candidate.ticket === hashes.get(code.token)) : undefined;
        if (!entry) {
          return { status: 404, body: { detail: CHECKIN_MESSAGES.notATicket, code: 'not_found' } };
        }
      } else {
        entry = entries.get(`m${String(body.user_id)}`);
        if (!entry) {
          return { status: 404, body: { detail: CHECKIN_MESSAGES.notOnRoster, code: 'not_found' } };
        }
      }
      const at = typeof body.at === 'string' ? new Date(body.at).toISOString() : new Date().toISOString();
      const mark: CheckInMark = { at, door: typeof body.door === 'string' ? body.door : null };
      if (entry.check_in && Date.parse(entry.check_in.at) <= Date.parse(at)) {
        return { body: { outcome: 'already_checked_in', entry, counts: countsOf(sorted()) } };
      }
      if (!entry.check_in && !entry.going) {
        return { status: 409, body: { detail: CHECKIN_MESSAGES.notGoingAnyMore, code: 'conflict' } };
      }
      entry.check_in = mark;
      return { body: { outcome: 'checked_in', entry, counts: countsOf(sorted()) } };
    },
    'POST /events/7/check-ins/undo': (body) => {
      const entry = entries.get(String(body.key));
      const matches = entry?.check_in && Date.parse(entry.check_in.at) === Date.parse(String(body.at));
      if (!entry || !matches) {
        return { body: { undone: false, entry: entry ?? null, counts: countsOf(sorted()) } };
      }
      if (entry.kind === 'walk_in') {
        entries.delete(entry.key);
        return { body: { undone: true, entry: null, counts: countsOf(sorted()) } };
      }
      entry.check_in = null;
      return { body: { undone: true, entry, counts: countsOf(sorted()) } };
    },
    'POST /events/7/walk-ins': (body) => {
      const key = `w${String(body.id)}`;
      const entry: RosterEntry = {
        key,
        kind: 'walk_in',
        user_id: null,
        name: String(body.name),
        guests: 0,
        ticket: null,
        going: false,
        check_in: { at: String(body.at), door: typeof body.door === 'string' ? body.door : null },
        ...(typeof body.email === 'string' ? { welcome_mail: welcomeMails ? ('sent' as const) : ('not_sent' as const) } : {}),
      };
      const isNew = !entries.has(key);
      entries.set(key, entries.get(key) ?? entry);
      return { status: 201, body: { entry: entries.get(key), counts: countsOf(sorted()), invited: isNew && entry.welcome_mail === 'sent' } };
    },
  };

  /** A door write by its key: run once, or answered again from the first run (as it was then). */
  const runOnce = (route: ActionRoute, key: string, body: unknown): { answer: FakeResponse; replayed: boolean } => {
    const forced = answers.get(route);
    if (forced) {
      return { answer: forced, replayed: false };
    }
    const stored = replies.get(key);
    if (stored) {
      return { answer: stored, replayed: true };
    }
    writes.push({ path: route.replace(/^POST /, ''), body });
    const answer = structuredClone(writeRoutes[route](body as Record<string, unknown>));
    replies.set(key, answer);
    return { answer, replayed: false };
  };

  /** A door write's own route: the key in the Idempotency-Key header. */
  const single = (route: ActionRoute): Handler => (body, headers) => refuse ?? runOnce(route, headers.get('Idempotency-Key') ?? '', body).answer;

  /** The batch: each action as its own route, in order, by its id; a fault of the server's fails it whole. */
  const batch: Handler = (body) => {
    if (refuse) {
      return refuse;
    }
    const { actions } = body as { actions: { type: keyof typeof ACTION_ROUTES; id: string; body: unknown }[] };
    // The server runs a batch in one transaction: a fault in any action leaves nothing done.
    const fault = actions.map((action) => answers.get(ACTION_ROUTES[action.type])).find((answer) => (answer?.status ?? 200) >= 500);
    if (fault) {
      return fault;
    }
    const results: DoorActionResult[] = [];
    for (const action of actions) {
      const { answer, replayed } = runOnce(ACTION_ROUTES[action.type], action.id, action.body);
      const status = answer.status ?? 200;
      const { counts: _counts, ...done } = answer.body as Record<string, unknown>;
      results.push({ id: action.id, status, ...(status < 300 ? { answer: done as DoorActionResult['answer'] } : { error: answer.body as DoorActionResult['error'] }), replayed });
    }
    return { body: { results, counts: countsOf(sorted()) } };
  };

  const routes: Record<string, Handler> = {
    'GET /events/7/roster': (_body, _headers, url) => {
      if (refuse) {
        return refuse;
      }
      const after = url.searchParams.get('after');
      const all = sorted();
      const start = after ? all.findIndex((entry) => entry.key === after) + 1 : 0;
      const page = all.slice(start, start + pageSize);
      const last = page.at(-1);
      const more = start + pageSize < all.length;
      return { body: { event: DOOR_EVENT, entries: page, next_after: more && last ? last.key : null, counts: countsOf(all) } };
    },
    ...Object.fromEntries(Object.values(ACTION_ROUTES).map((route) => [route, single(route)])),
    'POST /events/7/check-ins/batch': batch,
  };

  return {
    routes,
    writes,
    entry: (key: string) => entries.get(key),
    /** Another door's check-in, straight on the server. */
    checkInElsewhere(key: string, mark: CheckInMark) {
      const entry = entries.get(key);
      if (entry) {
        entry.check_in = mark;
      }
    },
    /** Every route answers this from now on (null: back to normal). */
    refuseWith(answer: FakeResponse | null) {
      refuse = answer;
    },
    /** A door write's route answers this from now on, and so does each action of it in a batch (a 5xx fails the batch whole). */
    answerWith(route: ActionRoute, answer: FakeResponse) {
      answers.set(route, answer);
    },
    /** The tokens the fake knows, for finding an entry by a scanned code (the server keeps only hashes). */
    async learnTokens(seeds: string[]) {
      hashes = new Map(await Promise.all(seeds.map(async (seed): Promise<[string, string]> => [tokenOf(seed), await ticketHash(tokenOf(seed))])));
    },
  };
}
