/** What other features may use of push (the floors rule: docs/architecture.md). */
export type { EventFacts, SeriesChange } from './messages';
export { notifyEventCancelled, notifyEventChanged, notifyInvitation, notifyReminder, notifySeatOpened, notifySeriesCancelled, notifySeriesChanged } from './notify';
export { whenText } from './messages';
