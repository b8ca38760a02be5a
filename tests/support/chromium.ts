import fs from 'node:fs';

/**
 * How every test, script and benchmark launches Debian's Chromium: its path, and the flags that
 * keep it quiet on this closed network (no background or component-update connections).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium's headless shell (Debian's chromium-headless-shell, the same Blink and V8 as
 * CHROMIUM_PATH): what Playwright itself runs headless tests in. The full browser in headless mode
 * still builds its own window and preloads its WebUI omnibox popup in a renderer of its own for
 * every context; on 28 November 2026 that made the browser tests 20% slower (407 s against 500 s,
 * the machine's two cores busy throughout). The shell has no notification service: what needs one
 * (push.e2e.ts) runs in CHROMIUM_PATH. Null when it is not installed, or when
 * CHROMIUM_HEADLESS_SHELL_PATH is set empty: everything runs in CHROMIUM_PATH.
 */
const shellSetting = process.env.CHROMIUM_HEADLESS_SHELL_PATH;
export const HEADLESS_SHELL_PATH: string | null =
  shellSetting !== undefined ? shellSetting || null : fs.existsSync('/usr/lib/chromium/chromium-headless-shell') ? '/usr/lib/chromium/chromium-headless-shell' : null;

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launch options for playwright-core's chromium.launch / launchPersistentContext. */
export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };
