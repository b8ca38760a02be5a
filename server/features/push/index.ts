/** What other features may use of push (the floors rule: docs/architecture.md). */
export type { EventFacts } from './messages';
export { notifyEventCancelled, notifyEventChanged, notifyInvitation } from './notify';
