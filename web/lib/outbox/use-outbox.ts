import { useSyncExternalStore } from 'react';
import type { OutboxRow } from './core/outbox-types';
import { outboxStore } from './outbox-store';

const subscribe = (listener: () => void) => outboxStore.subscribe(listener);
const snapshot = () => outboxStore.getRows();

/** The signed-in member's outbox rows (pending and failed), in order. */
export function useOutboxRows(): readonly OutboxRow[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
