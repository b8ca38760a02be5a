import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { EventDetail } from '@contracts/events/schemas';
import { CHECKIN_MESSAGES } from '@contracts/checkin/messages';
import { deleteSavedTicket, readSavedTicket, saveTicket } from '../../../lib/local-store/ticket-store';
import type { SavedTicket, TicketEvent } from '../../../lib/local-store/ticket-store';
import { eventQueryKey } from '../../../lib/query-keys/events';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { fetchEvent } from '../../events';
import { requestTicket } from './request-ticket';

/** Offline (or the request never reached the server) with no ticket kept on this device. */
export class NoSavedTicketOffline extends Error {
  constructor() {
    super('No ticket is kept on this device for this event');
    this.name = 'NoSavedTicketOffline';
  }
}

/** Not a query the saved copy keeps: the ticket has a store of its own (lib/local-store/ticket-store.ts). */
const ticketQueryKey = (eventId: number, userId: number) => ['checkin', 'ticket', eventId, userId] as const;

const eventOf = ({ title, start_datetime, end_datetime, time_zone }: EventDetail): TicketEvent => ({ title, start_datetime, end_datetime, time_zone });

/** The event for the ticket screen to keep: the one already read, else asked for; null when it cannot be had. */
async function eventToKeep(queryClient: QueryClient, eventId: number): Promise<TicketEvent | null> {
  try {
    return eventOf(await queryClient.ensureQueryData({ queryKey: eventQueryKey(eventId), queryFn: ({ signal }) => fetchEvent(eventId, signal) }));
  } catch {
    return null;
  }
}

/**
 * The member's ticket for an event: the one kept on this device when it is theirs, else a new one
 * from the server (POST /events/:id/ticket issues a new token and retires the old, so it is asked
 * only then), kept for the next time, offline included.
 */
async function loadTicket(queryClient: QueryClient, eventId: number, userId: number): Promise<SavedTicket> {
  const kept = await readSavedTicket(eventId).catch(() => undefined);
  if (kept?.userId === userId) {
    return kept;
  }
  if (!navigator.onLine) {
    throw new NoSavedTicketOffline();
  }
  let ticket;
  try {
    ticket = await requestTicket(eventId);
  } catch (error) {
    // fetch fails with a TypeError when no answer came at all: as good as offline.
    throw error instanceof TypeError ? new NoSavedTicketOffline() : error;
  }
  const saved: SavedTicket = { eventId, userId, ticket, event: await eventToKeep(queryClient, eventId), savedAt: Date.now() };
  // Not kept (private mode, a full disk): the ticket still shows now; the next visit asks again.
  await saveTicket(saved).catch((error: unknown) => console.error('Could not keep the ticket on this device', error));
  return saved;
}

/** What the server said about the member's answer after the ticket was kept: a ticket stops working when they stop going. */
export function stoppedWorking(saved: SavedTicket | undefined, event: EventDetail | undefined, eventUpdatedAt: number): string | null {
  if (!saved || !event || eventUpdatedAt <= saved.savedAt || event.my_rsvp === 'going') {
    return null;
  }
  return event.my_rsvp === 'waitlisted' ? CHECKIN_MESSAGES.ticketOnWaitlist : CHECKIN_MESSAGES.ticketOnlyWhenGoing;
}

export function useTicket(eventId: number, userId: number | null, event: { data: EventDetail | undefined; dataUpdatedAt: number }) {
  const queryClient = useQueryClient();
  const online = useOnlineStatus();
  const valid = Number.isInteger(eventId) && eventId > 0 && userId !== null;
  const query = useQuery({
    queryKey: ticketQueryKey(eventId, userId ?? 0),
    queryFn: () => loadTicket(queryClient, eventId, userId ?? 0),
    enabled: valid,
    // The query reads the device first and decides itself whether the network is needed.
    networkMode: 'always',
    retry: false,
    staleTime: Infinity,
    refetchOnReconnect: false,
  });
  const { refetch } = query;
  const offlineWithNothing = query.error instanceof NoSavedTicketOffline;

  // Back online with nothing kept: ask now, rather than leave the member reading the offline message.
  useEffect(() => {
    if (online && offlineWithNothing) {
      void refetch();
    }
  }, [online, offlineWithNothing, refetch]);

  const stopped = stoppedWorking(query.data, event.data, event.dataUpdatedAt);
  // The server retired it when the member stopped going: it is not kept to be shown again, and
  // the screen opened next asks anew (a new ticket, or the server's reason why not).
  useEffect(() => {
    if (stopped && userId !== null) {
      void deleteSavedTicket(eventId)
        .then(() => queryClient.invalidateQueries({ queryKey: ticketQueryKey(eventId, userId), refetchType: 'none' }))
        .catch(() => undefined);
    }
  }, [stopped, eventId, userId, queryClient]);

  return { query, stopped, offlineWithNothing };
}
