import { useCallback, useState } from 'react';
import type { EventFormTarget } from './event-form-modal';

type FormState = { target: EventFormTarget; isOpen: boolean; session: number };

/**
 * Opens the event form for a target. The target outlives the close, so the modal keeps its
 * content while it animates away; `session` starts a fresh form on every open.
 */
export function useEventFormModal() {
  const [state, setState] = useState<FormState | null>(null);
  const open = useCallback((target: EventFormTarget) => {
    setState((previous) => ({ target, isOpen: true, session: (previous?.session ?? 0) + 1 }));
  }, []);
  const close = useCallback(() => {
    setState((previous) => (previous?.isOpen ? { ...previous, isOpen: false } : previous));
  }, []);
  return { state, open, close };
}
