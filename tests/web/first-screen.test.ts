import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module per test: the first screen shows once per page load. */
async function freshFirstScreen() {
  vi.resetModules();
  return import('../../web/lib/first-screen');
}

describe('work the first screen does not need', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits until the first screen has shown, then runs', async () => {
    const { afterFirstScreen, markFirstScreenShown } = await freshFirstScreen();
    let ran = false;
    void afterFirstScreen().then(() => {
      ran = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ran).toBe(false);
    markFirstScreenShown();
    await vi.waitFor(() => expect(ran).toBe(true));
  });

  it('runs at once once the screen has shown', async () => {
    const { afterFirstScreen, markFirstScreenShown } = await freshFirstScreen();
    markFirstScreenShown();
    await expect(afterFirstScreen()).resolves.toBeUndefined();
  });

  it('never waits longer than five seconds', async () => {
    vi.useFakeTimers();
    const { afterFirstScreen } = await freshFirstScreen();
    let ran = false;
    void afterFirstScreen().then(() => {
      ran = true;
    });
    await vi.advanceTimersByTimeAsync(4_900);
    expect(ran).toBe(false);
    await vi.advanceTimersByTimeAsync(1_200);
    expect(ran).toBe(true);
  });
});
