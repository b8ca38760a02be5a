import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136 and later); it must be the file's first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks every chunk with V8's explicit compile hint, so V8 compiles all of its functions while the
 * file streams in, on a background thread, instead of compiling each on the main thread the first
 * time it is called. A chunk loads when its code is about to run: the start-up chunks (React, the
 * router, the query cache, Ionic's core, the app's frame) at once, a page's or a dialog's when it
 * opens. On the throttled phone profile this first-call compiling took about 0.27 s of the main
 * thread on a warm visit to an event (README, Speed on a phone). Marking only the start-up chunks
 * was tried and made every empty-cache visit slower (by 0.03 to 0.55 s, 16 pairs); marking all did not.
 * Added once the bundle is final (the minifier drops comments, and Vite puts its preload map
 * first), like that map, so the files' names do not change. Other browsers read a comment.
 */
export function compileHints(): Plugin {
  return {
    name: 'gather:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const item of Object.values(bundle)) {
          if (item.type === 'chunk') {
            item.code = COMPILE_HINT + item.code;
          }
        }
      },
    },
  };
}
