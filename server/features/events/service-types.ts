import type { EventAccess } from './policy';
import type { EventRow } from './repo';

/** An event with the actor's access to it, as a request loads it. */
export interface LoadedEvent {
  row: EventRow;
  access: EventAccess;
}
