/**
 * The last line behind the request path: every promise there is awaited or has a handler, and the
 * body parser refuses what could make code throw where nothing catches (see http/json-body.ts). Should a
 * rejection still escape, it is logged and the server keeps serving everyone else, instead of Node's
 * default of exiting. An uncaught exception still ends the process: its state is unknown.
 */
export function installProcessGuards(log: (line: string, err: unknown) => void = console.error): void {
  process.on('unhandledRejection', (reason) => {
    log('[process] a promise rejection was not handled (a bug; the server keeps running):', reason);
  });
}

/** A `.catch` for a callback chain whose own failure has nowhere to go (the request already has its handler). */
export const logEscapedError =
  (where: string) =>
  (err: unknown): void => {
    console.error(`[${where}] failed after the request was handed on:`, err);
  };
