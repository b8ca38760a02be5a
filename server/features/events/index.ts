/** What other features may use of events (the floors rule: docs/architecture.md). */
export { replyStillSees } from './access-sql';
export { canInviteToEvent } from './policy';
export { upsertRsvp } from './repo';
export type { EventRow } from './repo';
export { findVisibleEvent, loadEvent } from './service';
export type { LoadedEvent } from './service';
