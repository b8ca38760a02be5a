import { renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DOOR_TEXTS } from '../../web/features/checkin/door/door-texts';
import { doorCounts } from '../../web/features/checkin/door/door-view';
import { useDoorRoster } from '../../web/features/checkin/door/use-door-roster';
import { putDoorRoster, rosterKeptUntil } from '../../web/lib/local-store/door-rosters';
import { localDb } from '../../web/lib/local-store/local-db';
import { DOOR_EVENT, fakeDoorServer, member } from './support/fake-door-api';
import { signedInRoutes } from './communities-fixtures';
import { heldUpCamera, renderDoor } from './support/door-screen';
import { fakeApi, makeUser } from './support/fake-api';
import { signIn } from './support/sign-in';

describe('the door’s roster during a sync', () => {
  it('is read from the server again once this door’s writes are all sent, not after each one', async () => {
    const server = fakeDoorServer([await member(2, 'Ada', 'a'), await member(3, 'Bob', 'b')], { pageSize: 10 });
    signIn();
    const calls = fakeApi(server.routes);
    const reads = () => calls.filter((call) => call.path === '/events/7/roster').length;
    const { result, rerender } = renderHook(({ pending }) => useDoorRoster(7, 1, pending), { initialProps: { pending: 3 } });
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    expect(reads()).toBe(1);
    rerender({ pending: 2 });
    rerender({ pending: 1 });
    // Reads are asynchronous: give one the time to start, were it asked for.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads()).toBe(1);
    rerender({ pending: 0 });
    await waitFor(() => expect(reads()).toBe(2));
  });
});

describe('door mode for an event that ended more than a day ago', () => {
  it('says so instead of showing the roster kept on this device, and deletes it', async () => {
    const ended = { ...DOOR_EVENT, start_datetime: new Date(Date.now() - 50 * 3_600_000).toISOString(), end_datetime: new Date(Date.now() - 48 * 3_600_000).toISOString() };
    const entries = [await member(2, 'Ada', 'a')];
    await putDoorRoster(localDb(), { userId: 1, eventId: ended.id, event: ended, entries, counts: doorCounts(entries), fetchedAt: 0, keptUntil: rosterKeptUntil(ended) });
    signIn();
    // The server cannot be asked about the roster (no signal at the venue): the kept one is all there is.
    fakeApi({ ...signedInRoutes({ body: makeUser({ id: 1 }) }), [`GET /events/${ended.id}/roster`]: { status: 503, body: { detail: 'Unavailable', code: 'unavailable' } } });
    renderDoor(heldUpCamera().camera, ended.id);
    expect(await screen.findByText(DOOR_TEXTS.ended)).toBeTruthy();
    expect(screen.queryByText(/checked in$/)).toBeNull();
    await waitFor(async () => expect(await localDb().doorRosters.count()).toBe(0));
    expect(screen.getByText(DOOR_TEXTS.ended)).toBeTruthy();
  });
});
