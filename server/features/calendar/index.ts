/** What other features may use of calendar (the floors rule: docs/architecture.md). */
export { forgetCalendar } from './forget-calendar';
export { FEED_PAST_MS } from './feed-service';
export { kickCalendarSync, queueCommunitySync, queueEventSync, queueMemberSync, queueReplySync } from './sync-triggers';
export { keepCommunityTombstones, keepTombstone } from './tombstone-repo';
