import { useEffect, useReducer, useState } from 'react';
import type * as SeriesLinesModule from './series-lines';

type SeriesLines = typeof SeriesLinesModule;

let loaded: SeriesLines | undefined;
let loading: Promise<SeriesLines> | undefined;

function load(): Promise<SeriesLines> {
  loading ??= import('./series-lines').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The lines of a date of a recurring event (series-lines.tsx), whose code a single event's first
 * screen does not carry: null until it is here. It starts loading on the first render that wants
 * it; once loaded, every later render has it at once. A failed load is thrown for the nearest
 * error boundary, as a lazy page's is.
 */
export function useSeriesLines(wanted: boolean): SeriesLines | null {
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (!wanted || loaded) {
      return undefined;
    }
    let live = true;
    load().then(
      () => live && arrived(),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  if (failure) {
    throw failure.error;
  }
  return wanted && loaded ? loaded : null;
}
