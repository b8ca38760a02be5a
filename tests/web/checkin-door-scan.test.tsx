import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsqrDetector } from '../../web/features/checkin/door/qr-detector';
import { removeLeftoverModals } from './events-fixtures';
import { fakeDoorServer, codeOf, member, sentActions } from './support/fake-door-api';
import { signedInRoutes } from './communities-fixtures';
import { fakeApi, makeUser } from './support/fake-api';
import { heldUpCamera, refusedCamera, renderDoor } from './support/door-screen';
import { blankFrame, qrFrame } from './support/qr-image';
import { signIn } from './support/sign-in';

afterEach(removeLeftoverModals);

const organiser = makeUser({ id: 1, full_name: 'Olive Organiser' });

async function doorWith(...entries: Parameters<typeof fakeDoorServer>[0]) {
  const server = fakeDoorServer(entries);
  await server.learnTokens(['a', 'b', 'c']);
  signIn();
  const calls = fakeApi({ ...signedInRoutes({ body: organiser }), ...server.routes });
  return { server, calls };
}


/** The door's answer banner (aria-live), by the words it shows. */
async function answer(text: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    const live = document.querySelector('.door-answer') as HTMLElement;
    expect(live.textContent).toMatch(text);
    return live;
  });
}

describe('the QR reader fed images', () => {
  it('reads a ticket code from RGBA pixels with jsqr', async () => {
    const detector = await jsqrDetector();
    expect(await detector.detect(qrFrame(codeOf('a')))).toEqual([codeOf('a')]);
    expect(await detector.detect(blankFrame())).toEqual([]);
  });
});

describe('scanning at the door', () => {
  let nowShift = 0;
  beforeEach(() => {
    nowShift = 0;
    const realNow = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + nowShift);
  });

  it('checks a valid ticket in once however long it is held up, then says Already checked in with the time and door', async () => {
    const { calls } = await doorWith(await member(2, 'Ada Lovelace', 'a', { guests: 1 }), await member(3, 'Bob Brown', 'b'), await member(4, 'Cy Twombly', 'c'));
    const { camera, hold } = heldUpCamera();
    renderDoor(camera);
    expect(await screen.findByText('0 of 3 checked in')).toBeTruthy();

    hold(qrFrame(codeOf('a')));
    const live = await answer('Checked in');
    expect(live.getAttribute('aria-live')).toBe('assertive');
    expect(live.textContent).toContain('Ada Lovelace +1 guest');
    expect(screen.getByText('1 of 3 checked in')).toBeTruthy();
    expect(document.querySelector('.door-counts')?.textContent).toBe('1 of 3 checked in0 walk-ins · 1 guest');

    // Sent once, with the door's time and name, under an Idempotency-Key (the action's id in the batch).
    await waitFor(() => expect(sentActions(calls, 'check_in')).toHaveLength(1));
    const [sent] = sentActions(calls, 'check_in');
    expect(sent?.body).toMatchObject({ ticket: codeOf('a'), door: 'Door 1' });
    expect(typeof (sent?.body as { at: string }).at).toBe('string');
    expect(sent?.id).toMatch(/^[0-9a-f-]{36}$/);
    // Still held up: the camera sees it many times, nothing more happens.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(sentActions(calls, 'check_in')).toHaveLength(1);

    // Shown again later (another person at the door with the same ticket).
    nowShift = 10_000;
    hold(blankFrame());
    await new Promise((resolve) => setTimeout(resolve, 200));
    hold(qrFrame(codeOf('a')));
    await answer(/^Already checked in at \d{1,2}:\d{2}, Door 1Ada Lovelace$/);
    expect(sentActions(calls, 'check_in')).toHaveLength(1);
  });

  it('says Not a ticket for this event for a random token or another event’s ticket, and Not going any more for a member who changed their answer', async () => {
    const { calls } = await doorWith(await member(2, 'Ada Lovelace', 'a'), await member(3, 'Bob Brown', 'b', { going: false }));
    const { camera, hold } = heldUpCamera();
    renderDoor(camera);
    expect(await screen.findByText('0 of 1 checked in')).toBeTruthy();

    hold(qrFrame(codeOf('z')));
    await answer('Not a ticket for this event');
    // Each new answer is a new node (announced again), even with the same words.
    for (const other of [codeOf('a', 8), 'https://example.com/not-a-ticket']) {
      const before = document.querySelector('.door-answer-body');
      hold(qrFrame(other));
      await waitFor(() => expect(document.querySelector('.door-answer-body')).not.toBe(before));
      expect(document.querySelector('.door-answer')?.textContent).toBe('Not a ticket for this event');
    }

    hold(qrFrame(codeOf('b')));
    const live = await answer('Not going any more');
    expect(live.textContent).toContain('Bob Brown');
    expect(screen.getByText('0 of 1 checked in')).toBeTruthy();
    expect(sentActions(calls, 'check_in')).toHaveLength(0);
  });

  it('says when the camera is refused, and check-in by name still works', async () => {
    await doorWith(await member(2, 'Ada Lovelace', 'a'));
    renderDoor(refusedCamera);
    expect(await screen.findByText(/The camera was refused/)).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Find by name' })).toBeTruthy();
  });
});
