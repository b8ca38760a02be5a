/**
 * One way to write dates and times, for every screen and every e-mail. No server-only imports:
 * the web app bundles this folder, the server's mails use it too.
 */
export { MAIL_LOCALE, dateLocaleOf } from './viewer-locale';
export type { DateLocale } from './viewer-locale';
export {
  formatDateTime,
  formatDayAndMonth,
  formatDayHeading,
  formatFullDate,
  formatLongDate,
  formatMediumDate,
  formatMomentInZone,
  formatMonthTitle,
  formatShortDate,
  formatShortDateTime,
  formatShortDay,
  formatTime,
  zoneName,
} from './dates';
export { describeEventTime, formatEventWhenForMail } from './event-when';
export type { EventTimes, EventWhen } from './event-when';
export { formatAge, formatCountdown, isUnderWay } from './relative';
