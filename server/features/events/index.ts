/** What other features may use of events (the floors rule: docs/architecture.md). */
export { replyStillSees } from './access-sql';
export { canInviteToEvent } from './policy';
export { upsertRsvp } from './repo';
export type { EventRow } from './repo';
export { findVisibleEvent, loadEvent } from './service';
export { answerSeries } from './series/series-service';
export { findSeries } from './series/series-repo';
export type { SeriesRow } from './series/series-repo';
export type { LoadedEvent } from './service';
