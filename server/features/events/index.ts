/** What other features may use of events (the floors rule: docs/architecture.md). */
export { replyStillSees } from './access-sql';
export { canInviteToEvent } from './policy';
export { giveUpSeats, placeAnswer, withdrawAnswer } from './seats/seats';
export type { EventRow } from './repo';
export { findVisibleEvent, loadEvent } from './service';
export { answerSeries } from './series/series-answers';
export { findSeries, toSeries } from './series/series-repo';
export type { RawSeries, SeriesRow } from './series/series-repo';
export { ruleDatesBetween } from './series/materialise';
export type { LoadedEvent } from './service';
