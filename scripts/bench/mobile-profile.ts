import type { CDPSession } from '@playwright/test';

/**
 * Lighthouse's mobile profile ("slow 4G" and a mid-range phone), applied through the DevTools
 * protocol as Lighthouse's own devtools throttling does: 150 ms round trip, 1.6 Mbit/s down,
 * 750 kbit/s up, the CPU 4x slower, and a 360x640 phone screen.
 */
export const MOBILE_PROFILE = {
  latencyMs: 150,
  /** 1.6 Mbit/s as 1,600 kbit/s of 1,024 bits: 204,800 bytes/s. */
  downloadBytesPerSecond: (1600 * 1024) / 8,
  /** 750 kbit/s: 96,000 bytes/s. */
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
  viewport: { width: 360, height: 640 },
} as const;

/** Throttles the page behind `cdp` (its network and its CPU) as the profile says. */
export async function throttleAsPhone(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE_PROFILE.latencyMs,
    downloadThroughput: MOBILE_PROFILE.downloadBytesPerSecond,
    uploadThroughput: MOBILE_PROFILE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown });
}

/** Lifts the throttling (between visits, while the service worker installs: time passes on a real phone). */
export async function unthrottle(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
}
