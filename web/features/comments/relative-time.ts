const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** The date shown for comments a week old or older. */
export function formatCommentDate(date: Date): string {
  return dateFormat.format(date);
}

/**
 * A comment's age as spec section 2 words it: 'just now' under 1 minute, 'Nm ago' under 60
 * minutes, 'Nh ago' under 24 hours, 'Nd ago' under 7 days, else the date. A time slightly in
 * the future (a clock ahead of the server's) counts as just now.
 */
export function formatRelativeTime(createdAt: string | Date, now: Date): string {
  const created = typeof createdAt === 'string' ? new Date(createdAt) : createdAt;
  const elapsed = now.getTime() - created.getTime();
  if (elapsed < MINUTE_MS) {
    return 'just now';
  }
  if (elapsed < HOUR_MS) {
    return `${Math.floor(elapsed / MINUTE_MS)}m ago`;
  }
  if (elapsed < DAY_MS) {
    return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  }
  if (elapsed < WEEK_MS) {
    return `${Math.floor(elapsed / DAY_MS)}d ago`;
  }
  return formatCommentDate(created);
}
