import { AttendanceSchema, CheckInAnswerSchema, RosterPageSchema, TicketSchema } from '@contracts/checkin/schemas';
import type { Attendance, CheckInAnswer, RosterPage, Ticket } from '@contracts/checkin/schemas';
import { createEvent } from '../../support/factories';
import type { SignedInUser } from '../../support/factories';
import type { HostAndMembers } from '../../support/host-and-members';

type Auth = { Authorization: string };

/**
 * The check-in tests' calls, as a member and as the door (the host, unless `by` says otherwise), on
 * the world a test file starts (read when called: it is made in the file's beforeAll).
 */
export function doorClient(world: () => HostAndMembers) {
  const member = (i: number) => world().members[i] as SignedInUser;
  const gamesNight = (fields: Record<string, unknown> = {}) => createEvent(world().t, world().host, { community_id: world().community.id, title: 'Games night', ...fields });

  async function answer(who: SignedInUser, eventId: number, body: Record<string, unknown>): Promise<void> {
    await world().t.request().post(`/api/events/${eventId}/rsvp`).set(who.auth).send(body).expect(200);
  }

  async function ticketOf(who: SignedInUser, eventId: number): Promise<Ticket> {
    return TicketSchema.parse((await world().t.request().post(`/api/events/${eventId}/ticket`).set(who.auth).expect(200)).body);
  }

  async function checkIn(eventId: number, body: Record<string, unknown>, status = 200, by: Auth = world().host.auth) {
    const res = await world().t.request().post(`/api/events/${eventId}/check-ins`).set(by).send(body).expect(status);
    return status === 200 ? CheckInAnswerSchema.parse(res.body) : (res.body as { detail: string; code: string; errors?: { field: string }[] });
  }
  const checkedIn = async (eventId: number, body: Record<string, unknown>) => (await checkIn(eventId, body)) as CheckInAnswer;

  async function rosterPage(eventId: number, query = '', by: Auth = world().host.auth): Promise<RosterPage> {
    return RosterPageSchema.parse((await world().t.request().get(`/api/events/${eventId}/roster${query}`).set(by).expect(200)).body);
  }

  async function attendance(eventId: number): Promise<Attendance> {
    return AttendanceSchema.parse((await world().t.request().get(`/api/events/${eventId}/attendance`).set(world().host.auth).expect(200)).body);
  }

  async function checkInRows(eventId: number) {
    return world()
      .t.deps.db('event_check_ins')
      .where({ event_id: eventId })
      .select<{ person_key: string; checked_in_at: string; door: string | null }[]>('person_key', 'checked_in_at', 'door');
  }

  async function mailsTo(recipient: string) {
    return world().t.deps.db('mail_jobs').where({ recipient, kind: 'walk_in_welcome' }).select<{ subject: string; text: string; links: string | null }[]>('subject', 'text', 'links');
  }

  return { member, gamesNight, answer, ticketOf, checkIn, checkedIn, rosterPage, attendance, checkInRows, mailsTo };
}

/** An instant `minutes` before now, as a door sends it. */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
