import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../support/smtp-sink';
import type { SmtpSink } from '../support/smtp-sink';
import { createTestDatabase } from '../support/test-db';
import type { TestDatabase } from '../support/test-db';
import { startInstanceProcess } from '../support/instance-process';

/**
 * The fault run of the scale-out issue: three instances on one PostgreSQL take RSVPs, comments,
 * likes and invitations from concurrent members for FAULT_RUN_SECONDS (60 by default) while a
 * random instance is killed with -9 every few seconds and started again. Each member is a client
 * that sends one write at a time to a random live instance, as a load balancer would, and keeps a
 * ledger: what was acknowledged (2xx), and what is uncertain (the connection died before an
 * answer). A post whose answer was lost is sent again later with the same Idempotency-Key and
 * client_id, as the offline outbox does. Afterwards the database must hold every acknowledged
 * write, nothing twice, counts equal to their rows, and nothing half-written.
 * (On SQLite, the one-process default, crash-durability.test.ts kills one instance 20 times.)
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const RUN_MS = Number(process.env.FAULT_RUN_SECONDS ?? 60) * 1000;
/** Kills a run must see, however slow the machine. */
const MIN_KILLS = 3;
const MEMBERS = 6;
const EVENTS = 4;
const STATUSES = ['going', 'maybe', 'not_going'] as const;
type RsvpState = (typeof STATUSES)[number] | null;

interface Answer {
  status: number;
  body: unknown;
}

let database: TestDatabase;
let sink: SmtpSink;
let env: NodeJS.ProcessEnv;
const live = new Map<number, { child: ChildProcess; api: string }>();

/** Starts an instance in `slot`; it leaves `live` when it exits. */
async function startInstance(slot: number): Promise<void> {
  const { child, port, exited } = await startInstanceProcess(env);
  live.set(slot, { child, api: `http://127.0.0.1:${port}/api` });
  void exited.then(() => {
    if (live.get(slot)?.child === child) {
      live.delete(slot);
    }
  });
}

function anyInstance(): string {
  const apis = [...live.values()].map((i) => i.api);
  return apis[Math.floor(Math.random() * apis.length)] ?? '';
}

/** One request to a live instance; null when the connection died before an answer (not acknowledged). */
async function call(method: string, path: string, options: { token?: string; body?: unknown; key?: string } = {}): Promise<Answer | null> {
  const api = anyInstance();
  if (!api) {
    return null;
  }
  try {
    const res = await fetch(`${api}${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        ...(options.key ? { 'Idempotency-Key': options.key } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
  } catch {
    return null;
  }
}

/** Setup calls must succeed: retried on another instance until they do. */
async function must(method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<unknown> {
  const key = randomUUID();
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const answer = await call(method, path, { ...options, key });
    if (answer && answer.status < 300) {
      return answer.body;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${method} ${path} never succeeded`);
}

/** What one member did, as their client knows it. */
interface Ledger {
  userId: number;
  token: string;
  /** Per event: the states the RSVP may be in now (one when the last write was acknowledged). */
  rsvp: Map<number, Set<RsvpState>>;
  /** client_id -> content, acknowledged; and those whose answer was lost. */
  comments: Map<string, string>;
  uncertainComments: Map<string, { content: string; key: string; eventId: number }>;
  /** Comment id -> whether this member's like is there (a set of possible states). */
  likes: Map<number, Set<boolean>>;
  invitations: Set<number>;
  uncertainInvitations: number;
}

const shared = { commentIds: [] as number[], eventIds: [] as number[] };

async function rsvpStep(m: Ledger): Promise<void> {
  const eventId = shared.eventIds[Math.floor(Math.random() * shared.eventIds.length)] ?? 0;
  const choice: RsvpState = Math.random() < 0.2 ? null : STATUSES[Math.floor(Math.random() * STATUSES.length)] ?? null;
  const answer = choice === null
    ? await call('DELETE', `/events/${eventId}/rsvp`, { token: m.token, key: randomUUID() })
    : await call('POST', `/events/${eventId}/rsvp`, { token: m.token, body: { status: choice }, key: randomUUID() });
  const possible = m.rsvp.get(eventId) ?? new Set<RsvpState>([null]);
  if (answer && answer.status < 300) {
    m.rsvp.set(eventId, new Set([choice]));
  } else if (!answer || answer.status >= 500) {
    m.rsvp.set(eventId, new Set([...possible, choice]));
  }
}

async function commentStep(m: Ledger): Promise<void> {
  const [retryId, retry] = [...m.uncertainComments][0] ?? [];
  const clientId = retryId ?? randomUUID();
  const post = retry ?? { content: `from ${m.userId}: ${clientId}`, key: randomUUID(), eventId: shared.eventIds[Math.floor(Math.random() * shared.eventIds.length)] ?? 0 };
  const answer = await call('POST', '/comments/', { token: m.token, key: post.key, body: { content: post.content, event_id: post.eventId, client_id: clientId } });
  if (answer?.status === 201 || answer?.status === 200) {
    m.uncertainComments.delete(clientId);
    m.comments.set(clientId, post.content);
    shared.commentIds.push((answer.body as { id: number }).id);
  } else if (!answer || answer.status >= 500 || answer.status === 409) {
    m.uncertainComments.set(clientId, post);
  } else {
    throw new Error(`a comment was refused: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
}

async function likeStep(m: Ledger): Promise<void> {
  const commentId = shared.commentIds[Math.floor(Math.random() * shared.commentIds.length)];
  if (commentId === undefined) {
    return;
  }
  const like = Math.random() < 0.7;
  const answer = await call(like ? 'POST' : 'DELETE', `/comments/${commentId}/like`, { token: m.token, key: randomUUID() });
  const possible = m.likes.get(commentId) ?? new Set([false]);
  if (answer && answer.status < 300) {
    m.likes.set(commentId, new Set([like]));
  } else if (!answer || answer.status >= 500) {
    m.likes.set(commentId, new Set([...possible, like]));
  }
}

async function invitationStep(m: Ledger, ownEventId: number): Promise<void> {
  const email = Math.random() < 0.5 ? `guest-${randomUUID().slice(0, 8)}@example.com` : null;
  const answer = await call('POST', '/event-invites/', { token: m.token, key: randomUUID(), body: { event_id: ownEventId, ...(email ? { invited_email: email } : {}) } });
  if (answer && answer.status < 300) {
    m.invitations.add((answer.body as { id: number }).id);
  } else if (!answer || answer.status >= 500) {
    m.uncertainInvitations += 1;
  }
}

beforeAll(async () => {
  if (!pgUrl) {
    return;
  }
  database = await createTestDatabase();
  sink = await startSmtpSink();
  const { config } = database;
  env = {
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DATABASE_URL: `${pgUrl}?options=${encodeURIComponent(`-c search_path=${config.client === 'postgres' ? config.searchPath : ''}`)}`,
    SMTP_URL: sink.url,
    TEST_JOB_LEASE_MS: '5000',
    TEST_JOB_POLL_MS: '300',
    // The run measures durability, not the limits: members write far faster than people do.
    COMMENTS_PER_MEMBER_PER_MINUTE: '100000',
    INVITATION_EMAILS_PER_HOUR: '100000',
    INVITATION_EMAILS_PER_RECIPIENT_PER_DAY: '100000',
  };
  await Promise.all([0, 1, 2].map((slot) => startInstance(slot)));
}, 60_000);

afterAll(async () => {
  for (const { child } of live.values()) {
    child.kill('SIGKILL');
  }
  if (!pgUrl) {
    return;
  }
  await sink.close();
  await database.drop();
});

describe.runIf(pgUrl)('three instances on PostgreSQL, killed and restarted at random', () => {
  it('keep every acknowledged RSVP, comment, like and invitation, none twice, counts equal to rows', async () => {
    const members: Ledger[] = [];
    for (let i = 0; i < MEMBERS; i += 1) {
      const account = { email: `fault${i}@example.com`, password: 'long-enough-1', full_name: `Member ${i}` };
      await must('POST', '/auth/register', { body: account });
      const login = (await must('POST', '/auth/login', { body: { email: account.email, password: account.password } })) as { access_token: string };
      const me = (await must('GET', '/auth/me', { token: login.access_token })) as { id: number };
      members.push({ userId: me.id, token: login.access_token, rsvp: new Map(), comments: new Map(), uncertainComments: new Map(), likes: new Map(), invitations: new Set(), uncertainInvitations: 0 });
    }
    const [owner] = members;
    const community = (await must('POST', '/communities/', { token: owner?.token, body: { name: 'Fault run' } })) as { id: number; invite_code: string };
    for (const m of members.slice(1)) {
      await must('POST', '/communities/join', { token: m.token, body: { invite_code: community.invite_code } });
    }
    // Each member creates one event (the events they invite people to); RSVPs and comments go to the first few.
    const ownEvent = new Map<number, number>();
    for (const m of members) {
      const event = (await must('POST', '/events/', { token: m.token, body: { community_id: community.id, title: `Event of ${m.userId}`, start_datetime: '2031-06-01T19:00:00Z' } })) as { id: number };
      ownEvent.set(m.userId, event.id);
    }
    shared.eventIds = [...ownEvent.values()].slice(0, EVENTS);

    // RUN_MS of faults, and on a machine so slow that restarts eat the time, on until MIN_KILLS kills (at most twice as long).
    const deadline = Date.now() + RUN_MS;
    const hardDeadline = Date.now() + 2 * RUN_MS;
    let kills = 0;
    const running = () => Date.now() < deadline || (kills < MIN_KILLS && Date.now() < hardDeadline);
    const chaos = (async () => {
      while (running()) {
        await new Promise((resolve) => setTimeout(resolve, 2000 + Math.random() * 4000));
        const slots = [...live.keys()];
        const slot = slots[Math.floor(Math.random() * slots.length)];
        if (slot === undefined || live.size < 2) {
          continue;
        }
        live.get(slot)?.child.kill('SIGKILL');
        live.delete(slot);
        kills += 1;
        await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 1500));
        await startInstance(slot);
      }
    })();

    const client = async (m: Ledger) => {
      while (running()) {
        const roll = Math.random();
        if (roll < 0.35) {
          await rsvpStep(m);
        } else if (roll < 0.7) {
          await commentStep(m);
        } else if (roll < 0.9) {
          await likeStep(m);
        } else {
          await invitationStep(m, ownEvent.get(m.userId) ?? 0);
        }
      }
    };
    await Promise.all([chaos, ...members.map(client)]);
    // A kill every 2 to 6 s, each followed by a restart; at least a few, however slow the machine.
    expect(kills).toBeGreaterThanOrEqual(MIN_KILLS);

    const { db } = database;
    const acknowledged = members.reduce((n, m) => n + m.comments.size, 0);
    expect(acknowledged).toBeGreaterThan(50);

    // Jobs queued by the writes (invitation mail, push) are all done by the instances still up.
    await expect.poll(async () => Number((await db('mail_jobs').whereNull('sent_at').whereNull('failed_at').count<{ n: string }[]>({ n: '*' }))[0]?.n), { timeout: 60_000, interval: 250 }).toBe(0);

    for (const m of members) {
      const rsvps = await db('event_rsvps').where({ user_id: m.userId }).select<{ event_id: number; status: string }[]>('event_id', 'status');
      const byEvent = new Map(rsvps.map((r) => [r.event_id, r.status as RsvpState]));
      expect(rsvps.length, 'one RSVP per member and event').toBe(byEvent.size);
      for (const [eventId, possible] of m.rsvp) {
        expect(possible.has(byEvent.get(eventId) ?? null), `member ${m.userId} event ${eventId}: ${String(byEvent.get(eventId))} not in ${[...possible].join('/')}`).toBe(true);
      }

      const comments = await db('comments').where({ author_id: m.userId }).select<{ client_id: string | null; content: string }[]>('client_id', 'content');
      const byClientId = new Map<string, number>();
      for (const c of comments) {
        byClientId.set(c.client_id ?? '', (byClientId.get(c.client_id ?? '') ?? 0) + 1);
      }
      for (const [clientId, content] of m.comments) {
        expect(byClientId.get(clientId), `acknowledged comment ${clientId}`).toBe(1);
        expect(comments.find((c) => c.client_id === clientId)?.content).toBe(content);
      }
      // A post whose answer was lost is there at most once; nothing else is there.
      for (const [clientId, count] of byClientId) {
        expect(count).toBe(1);
        expect(m.comments.has(clientId) || m.uncertainComments.has(clientId), `unexpected comment ${clientId}`).toBe(true);
      }

      const likes = await db('comment_likes').where({ user_id: m.userId }).select<{ comment_id: number }[]>('comment_id');
      const likedIds = new Set(likes.map((l) => l.comment_id));
      expect(likes.length).toBe(likedIds.size);
      for (const [commentId, possible] of m.likes) {
        expect(possible.has(likedIds.has(commentId)), `member ${m.userId} like on ${commentId}`).toBe(true);
      }

      const invitations = await db('event_invitations').where({ invited_by_id: m.userId }).select<{ id: number; invited_email: string | null }[]>('id', 'invited_email');
      for (const id of m.invitations) {
        expect(invitations.some((inv) => inv.id === id), `acknowledged invitation ${id}`).toBe(true);
      }
      expect(invitations.length).toBeLessThanOrEqual(m.invitations.size + m.uncertainInvitations);
    }

    // Counts kept beside their rows match the rows.
    const counts = await db('comments as c')
      .leftJoin('comment_likes as l', 'l.comment_id', 'c.id')
      .groupBy('c.id', 'c.likes_count')
      .select<{ likes_count: number; rows: string }[]>('c.likes_count', db.raw('count(l.comment_id) as rows'));
    for (const row of counts) {
      expect(row.likes_count).toBe(Number(row.rows));
    }
    const communityRow = await db('communities').where({ id: community.id }).first<{ member_count: number }>('member_count');
    const memberRows = await db('community_members').where({ community_id: community.id }).count<{ n: string }[]>({ n: '*' });
    expect(communityRow?.member_count).toBe(Number(memberRows[0]?.n));

    // Nothing half-written: every e-mailed invitation has its queued mail, and no mail is queued twice.
    const emailed = await db('event_invitations').whereNotNull('invited_email').select<{ id: number }[]>('id');
    const mails = await db('mail_jobs').whereNotNull('invitation_id').select<{ invitation_id: number }[]>('invitation_id');
    const mailsPer = new Map<number, number>();
    for (const mail of mails) {
      mailsPer.set(mail.invitation_id, (mailsPer.get(mail.invitation_id) ?? 0) + 1);
    }
    for (const inv of emailed) {
      expect(mailsPer.get(inv.id), `mail of invitation ${inv.id}`).toBe(1);
    }
    const sum = (f: (m: Ledger) => number) => members.reduce((n, m) => n + f(m), 0);
    console.log(
      `[fault-run] ${RUN_MS / 1000} s, ${kills} kills: ${acknowledged} comments acknowledged (${sum((m) => m.uncertainComments.size)} left uncertain), ` +
        `${sum((m) => m.invitations.size)} invitations (${sum((m) => m.uncertainInvitations)} uncertain), RSVPs on ${sum((m) => m.rsvp.size)} member-events, likes on ${sum((m) => m.likes.size)} member-comments`,
    );
  }, 2 * RUN_MS + 180_000);
});
