type CalendarLinkEvent = {
  title: string;
  start_datetime: string;
  end_datetime: string | null;
  description: string | null;
  location: string | null;
};

/** 20261203T190000Z: the UTC form Google Calendar's template link takes. */
export function googleCalendarDate(instant: Date): string {
  return instant.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}

/**
 * The 'Add to Google Calendar' template link (spec section 2): title, start, end (the start when
 * the event has none), description and location. Built in the browser; no call is made.
 */
export function googleCalendarLink(event: CalendarLinkEvent): string {
  const start = new Date(event.start_datetime);
  const end = event.end_datetime ? new Date(event.end_datetime) : start;
  const params = [
    'action=TEMPLATE',
    `text=${encodeURIComponent(event.title)}`,
    `dates=${googleCalendarDate(start)}/${googleCalendarDate(end)}`,
    `details=${encodeURIComponent(event.description ?? '')}`,
    `location=${encodeURIComponent(event.location ?? '')}`,
  ];
  return `https://calendar.google.com/calendar/render?${params.join('&')}`;
}
