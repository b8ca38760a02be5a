import { useSyncExternalStore } from 'react';

type Listener = () => void;
const listeners = new Set<Listener>();
let lastSyncedAt: number | null = null;

/** When the server last answered one of the member's queries (epoch ms), for "last synced 5 min ago". */
export const lastSyncedStore = {
  get: (): number | null => lastSyncedAt,
  set: (value: number | null): void => {
    if (value !== lastSyncedAt) {
      lastSyncedAt = value;
      listeners.forEach((listener) => listener());
    }
  },
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useLastSyncedAt(): number | null {
  return useSyncExternalStore(lastSyncedStore.subscribe, lastSyncedStore.get, lastSyncedStore.get);
}

/** 'just now', '5 min ago', '3 h ago', '2 days ago'. */
export function syncedAgoText(at: number, now: number): string {
  const minutes = Math.floor(Math.max(0, now - at) / 60_000);
  if (minutes < 1) {
    return 'just now';
  }
  if (minutes < 60) {
    return `${minutes} min ago`;
  }
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    return `${hours} h ago`;
  }
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
}
