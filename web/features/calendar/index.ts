/** The calendar feature's public face: the settings panels, the event page's calendar actions, and the connection status. */
export { AddToCalendar } from './components/add-to-calendar';
export { CalendarFeedPanel } from './components/calendar-feed-panel';
export { GoogleCalendarPanel } from './components/google-calendar-panel';
export { useCalendarStatus } from './api/get-calendar-status';
