import { useCallback, useEffect, useState } from 'react';
import type { RepeatRule } from '@contracts/events/recurrence';
import type * as RecurrenceDates from '@contracts/events/recurrence-dates';

type DatesModule = typeof RecurrenceDates;

/**
 * The dates module carries rrule-temporal and its Temporal polyfill (about 54 KB gzipped): it is
 * loaded the first time a form shows a repeat rule, never with a page. A failed load (offline) is
 * forgotten, so trying again loads it again.
 */
let datesModule: Promise<DatesModule> | null = null;
let loadedModule: DatesModule | null = null;

function loadDatesModule(): Promise<DatesModule> {
  if (!datesModule) {
    const loading = import('@contracts/events/recurrence-dates');
    datesModule = loading;
    loading.then(
      (module) => {
        loadedModule = module;
      },
      () => {
        if (datesModule === loading) {
          datesModule = null;
        }
      },
    );
  }
  return datesModule;
}

export type NextDatesState = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; dates: Date[] } | { status: 'failed' };

export const PREVIEW_SIZE = 5;

function firstDates(module: DatesModule, rule: RepeatRule, start: Date, zone: string): NextDatesState {
  try {
    return { status: 'ready', dates: module.nextDates(rule, start, zone, PREVIEW_SIZE) };
  } catch {
    return { status: 'failed' };
  }
}

/** The first five starts the rule gives from `start` in the event's `zone`, once the module is in (it keeps the rules it has built). */
export function useNextDates(rule: RepeatRule | null, start: Date | null, zone: string): { state: NextDatesState; retry: () => void } {
  const [, setLoads] = useState(0);
  const [failed, setFailed] = useState(false);
  const wanted = rule !== null && start !== null;

  useEffect(() => {
    if (!wanted || loadedModule || failed) {
      return;
    }
    let current = true;
    loadDatesModule().then(
      () => current && setLoads((count) => count + 1),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [wanted, failed]);

  const retry = useCallback(() => setFailed(false), []);
  if (!rule || !start) {
    return { state: { status: 'idle' }, retry };
  }
  if (loadedModule) {
    return { state: firstDates(loadedModule, rule, start, zone), retry };
  }
  return { state: { status: failed ? 'failed' : 'loading' }, retry };
}
