import Database from 'better-sqlite3';

/**
 * A community-events database at a given size, for npm run bench:api (issue 19). Deterministic.
 *
 * - `events / 100` communities of 100 events each (half past, half upcoming, one in ten private),
 *   each with 10 members who all answer every event: 10 RSVPs per event (1,000,000 at 100,000 events).
 * - Events look like real ones: titles, a place for most, an end for most, descriptions from none
 *   to 10,000 characters.
 * - The viewer (whose session the benchmark uses) belongs to one community in ten and has answered
 *   every event there, so their history grows with the data as a long-time member's does
 *   (1,000 RSVPs at 10,000 events, 10,000 at 100,000); they hold a few pending invitations.
 * - Private events have invitations (by account and by e-mail); one event in twenty and the
 *   benchmarked event have 60 each (two thirds by e-mail), none to the viewer; one event in a
 *   hundred has a short discussion, and the benchmarked event a long one (400 comments, replies, likes).
 */
export interface SeededData {
  viewerId: number;
  /** A community the viewer belongs to (not managing it). */
  communityId: number;
  /** An upcoming public event of that community, with its replies and the long discussion. */
  eventId: number;
  counts: { users: number; communities: number; events: number; rsvps: number; invitations: number; comments: number };
}

/** The hot reads of issue 19 on the seeded data, by label: the paths (under /api) both API benchmarks load. */
export function hotReadPaths(seeded: Pick<SeededData, 'communityId' | 'eventId'>): Record<string, string> {
  return {
    'community list of 50': `/events/community/${seeded.communityId}?when=upcoming&limit=50`,
    attending: '/events/attending?when=upcoming&limit=50',
    detail: `/events/${seeded.eventId}`,
    'comments page': `/events/${seeded.eventId}/comments`,
  };
}

const MEMBERS = 10;
const EVENTS_PER_COMMUNITY = 100;
const DAY = 86_400_000;
const ZONES = ['Europe/London', 'Europe/Paris', 'America/New_York', 'Asia/Tokyo', 'Australia/Sydney'];
const WORDS =
  'meet at the gate bring water and a friend we walk along the river then climb the hill for the view coffee afterwards at the corner cafe beginners welcome the pace is easy and nobody is left behind rain or shine check the group chat for changes'.split(
    ' ',
  );
const TITLES = ['Saturday river run', 'Board games night', 'Lido at dawn', 'Bouldering social', 'Pub quiz', 'Book club', 'Hill walk', 'Pottery taster'];
const PLACES = ['Boathouse, Riverside Park', 'The Castle Climbing Centre', 'Lido gate', 'The Crown, upstairs room', 'Library hall'];
const STATUSES = ['going', 'maybe', 'not_going'] as const;
const INVITATION_STATUSES = ['pending', 'accepted', 'declined'] as const;
/** Invitations of the events that have many (one in twenty, and the benchmarked event). */
const CROWD_INVITATIONS = 60;

/** A small deterministic generator (mulberry32), so every run seeds the same data. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function words(next: () => number, length: number): string {
  const out: string[] = [];
  let size = 0;
  while (size < length) {
    const word = WORDS[Math.floor(next() * WORDS.length)] ?? 'and';
    out.push(word);
    size += word.length + 1;
  }
  return out.join(' ').slice(0, length);
}

/** None (1 in 10), short (4 in 10), a few paragraphs (4 in 10) or very long (1 in 10, up to 10,000 characters). */
function description(next: () => number): string | null {
  const r = next();
  if (r < 0.1) {
    return null;
  }
  const length = Math.floor(r < 0.5 ? 60 + next() * 140 : r < 0.9 ? 500 + next() * 1500 : 5000 + next() * 5000);
  const paragraphs: string[] = [];
  for (let left = length; left > 0; left -= 402) {
    paragraphs.push(words(next, Math.min(400, left)));
  }
  return paragraphs.join('\n\n').slice(0, 10_000);
}

/** Seeds the migrated, empty SQLite database at `file` with `events` events. */
export function seedApiData(file: string, events: number): SeededData {
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = OFF');
  const next = random(19);
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  const created = iso(now - 400 * DAY);
  const communities = Math.max(1, Math.floor(events / EVENTS_PER_COMMUNITY));
  const ins = {
    user: sqlite.prepare('insert into users (uuid, email, username, full_name, created_at, email_verified_at) values (?, ?, ?, ?, ?, ?)'),
    session: sqlite.prepare('insert into sessions (user_id, token_hash, created_at, expires_at) values (?, ?, ?, ?)'),
    community: sqlite.prepare('insert into communities (name, description, invite_code, owner_id, member_count, created_at) values (?, ?, ?, ?, ?, ?)'),
    member: sqlite.prepare('insert into community_members (community_id, user_id, is_admin, joined_at) values (?, ?, 0, ?)'),
    event: sqlite.prepare(
      `insert into events (community_id, creator_id, title, description, start_at, end_at, time_zone, location, is_private, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    rsvp: sqlite.prepare('insert into event_rsvps (event_id, user_id, status, created_at, updated_at) values (?, ?, ?, ?, ?)'),
    invitation: sqlite.prepare(
      `insert into event_invitations (event_id, event_title, event_start_at, invited_by_id, invited_user_id, invited_email, invite_code, status, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    comment: sqlite.prepare('insert into comments (event_id, author_id, parent_id, content, likes_count, created_at) values (?, ?, ?, ?, ?, ?)'),
    like: sqlite.prepare('insert into comment_likes (comment_id, user_id, created_at) values (?, ?, ?)'),
  };
  const counts = { users: 0, communities, events: 0, rsvps: 0, invitations: 0, comments: 0 };
  let target = { communityId: 0, eventId: 0 };
  const viewerId = 1;

  sqlite.transaction(() => {
    const firstNames = ['Priya', 'Kwame', 'Ana', 'Ben', 'Sofia', 'Li', 'Omar', 'Grace', 'Mateo', 'Yuki'];
    const addUser = (n: number) => {
      const name = n % 7 === 0 ? null : `${firstNames[n % firstNames.length]} ${String.fromCharCode(65 + (n % 26))}.`;
      ins.user.run(`uuid-${n}`, `user${n}@bench.example`, `user${n}`, name, created, n % 2 ? created : null);
      ins.session.run(n, `h${n}`.padStart(64, 'x'), created, iso(now + 30 * DAY));
      counts.users += 1;
    };
    addUser(viewerId);
    for (let c = 1; c <= communities; c += 1) {
      const first = counts.users + 1;
      for (let m = 0; m < MEMBERS; m += 1) {
        addUser(first + m);
      }
      const viewerJoins = c % 10 === 1;
      ins.community.run(`${TITLES[c % TITLES.length]} club ${c}`, words(next, 120), `C${String(c).padStart(9, '0')}`, first, MEMBERS + (viewerJoins ? 1 : 0), created);
      const people = Array.from({ length: MEMBERS }, (_, m) => first + m);
      for (const user of people) {
        ins.member.run(c, user, created);
      }
      if (viewerJoins) {
        ins.member.run(c, viewerId, created);
      }
      for (let e = 0; e < EVENTS_PER_COMMUNITY; e += 1) {
        const start = now + (e - EVENTS_PER_COMMUNITY / 2) * DAY + Math.floor(next() * 12) * 3_600_000;
        const isPrivate = e % 10 === 0;
        const title = `${TITLES[(c + e) % TITLES.length]} #${e + 1}`;
        const eventId = Number(
          ins.event.run(c, people[e % MEMBERS], title, description(next), iso(start), next() < 0.8 ? iso(start + 2 * 3_600_000) : null, ZONES[c % ZONES.length], next() < 0.8 ? PLACES[e % PLACES.length] : null, isPrivate ? 1 : 0, created, created)
            .lastInsertRowid,
        );
        counts.events += 1;
        const isTarget = viewerJoins && target.eventId === 0 && e === EVENTS_PER_COMMUNITY / 2 + 5 && c > 1;
        const repliers = viewerJoins ? [...people, viewerId] : people;
        repliers.forEach((user, i) => {
          ins.rsvp.run(eventId, user, STATUSES[(e + i) % 3], created, created);
          counts.rsvps += 1;
        });
        if (isPrivate) {
          ins.invitation.run(eventId, title, iso(start), people[0], counts.users - (c % MEMBERS), null, `I${eventId}A`.padEnd(16, '0'), 'accepted', created);
          ins.invitation.run(eventId, title, iso(start), people[0], null, `guest${eventId}@bench.example`, `I${eventId}B`.padEnd(16, '0'), 'pending', created);
          counts.invitations += 2;
        }
        // One event in twenty (and the benchmarked one) has a crowd of invitations, to e-mails and to
        // other accounts, none to the viewer: the access check per page item must stay one seek each.
        if (e % 20 === 13 || isTarget) {
          for (let k = 0; k < CROWD_INVITATIONS; k += 1) {
            const byEmail = k % 3 !== 0;
            ins.invitation.run(eventId, title, iso(start), people[0], byEmail ? null : 2 + ((eventId + k) % (counts.users - 1)), byEmail ? `crowd${eventId}-${k}@bench.example` : null, `I${eventId}C${k}Z`.padEnd(16, '0'), INVITATION_STATUSES[k % 3], created);
            counts.invitations += 1;
          }
        }
        if (!viewerJoins && e % 25 === 7) {
          ins.invitation.run(eventId, title, iso(start), people[0], viewerId, null, `I${eventId}V`.padEnd(16, '0'), 'pending', created);
          counts.invitations += 1;
        }
        if (eventId % 100 === 50) {
          for (let k = 0; k < 30; k += 1) {
            ins.comment.run(eventId, people[k % MEMBERS], null, words(next, 40 + Math.floor(next() * 200)), 0, iso(now - (30 - k) * 3_600_000));
            counts.comments += 1;
          }
        }
        if (isTarget) {
          target = { communityId: c, eventId };
        }
      }
    }
    // The benchmarked event's long discussion: 400 top-level comments, a reply to every other one, likes.
    const authors = Array.from({ length: MEMBERS }, (_, m) => 2 + ((target.communityId - 1) * MEMBERS) + m);
    for (let k = 0; k < 400; k += 1) {
      const at = now - (400 - k) * 600_000;
      const parent = Number(ins.comment.run(target.eventId, authors[k % MEMBERS], null, words(next, 30 + Math.floor(next() * 300)), 5, iso(at)).lastInsertRowid);
      counts.comments += 1;
      for (let l = 0; l < 5; l += 1) {
        ins.like.run(parent, authors[(k + l) % MEMBERS], iso(at));
      }
      if (k % 2 === 0) {
        ins.comment.run(target.eventId, authors[(k + 3) % MEMBERS], parent, words(next, 20 + Math.floor(next() * 120)), 0, iso(at + 60_000));
        counts.comments += 1;
      }
    }
  })();
  sqlite.close();
  return { viewerId, ...target, counts };
}
