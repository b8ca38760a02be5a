import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECKIN_MESSAGES } from '@contracts/checkin/messages';
import type { RosterEntry } from '@contracts/checkin/schemas';
import { localDb } from '../../web/lib/local-store/local-db';
import { removeLeftoverModals } from './events-fixtures';
import { signedInRoutes } from './communities-fixtures';
import { answerConfirm } from './support/confirm-dialog';
import { fakeDoorServer, member, sentActions } from './support/fake-door-api';
import { fakeApi, makeUser } from './support/fake-api';
import { heldUpCamera, renderDoor } from './support/door-screen';
import { renderRoutes } from './support/render-routes';
import { signIn } from './support/sign-in';
import { storedDoorRoster } from './support/stored-door-roster';

afterEach(removeLeftoverModals);

const organiser = makeUser({ id: 1, full_name: 'Olive Organiser' });

async function roster(): Promise<RosterEntry[]> {
  return [await member(2, 'Zoë Ångström', 'a', { guests: 2 }), await member(3, 'Bob Brown', 'b'), await member(4, 'Cy Twombly', 'c')];
}

async function openDoor(entries?: RosterEntry[]) {
  const server = fakeDoorServer(entries ?? (await roster()));
  signIn();
  const calls = fakeApi({ ...signedInRoutes({ body: organiser }), ...server.routes });
  renderDoor(heldUpCamera().camera);
  expect(await screen.findByText(/ of 3 checked in$/)).toBeTruthy();
  return { server, calls };
}

const answerText = () => document.querySelector('.door-answer')?.textContent ?? '';
const counts = () => document.querySelector('.door-counts')?.textContent ?? '';

function search(text: string) {
  fireEvent.change(screen.getByRole('searchbox', { name: 'Find by name' }), { target: { value: text } });
}

/** The browser loses its network: navigator.onLine false and every request failing. */
function goOffline() {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const failing = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => Promise.reject(new TypeError('Failed to fetch')));
  vi.stubGlobal('fetch', failing);
  window.dispatchEvent(new Event('offline'));
  return { onLine, failing };
}

describe('check-in by name', () => {
  it('finds people whatever the accents and case, checks them in with a large button, and undoes it', async () => {
    const { calls } = await openDoor();
    search('zoe ANG');
    const row = (await screen.findByText('Zoë Ångström')).closest('li') as HTMLElement;
    const checkIn = within(row).getByRole('button', { name: 'Check in Zoë Ångström' });
    fireEvent.click(checkIn);
    await waitFor(() => expect(answerText()).toBe('Checked inZoë Ångström +2 guests'));
    expect(counts()).toBe('1 of 3 checked in0 walk-ins · 2 guests');
    const undo = await within(row).findByRole('button', { name: 'Undo Zoë Ångström' });
    expect(within(row).getByText(/^Checked in \d{1,2}:\d{2}, Door 1/)).toBeTruthy();

    await waitFor(() => expect(sentActions(calls, 'check_in')).toHaveLength(1));
    const sent = sentActions(calls, 'check_in')[0]?.body as { user_id: number; at: string; door: string };
    expect(sent).toMatchObject({ user_id: 2, door: 'Door 1' });

    fireEvent.click(undo);
    await waitFor(() => expect(answerText()).toBe('Check-in undoneZoë Ångström'));
    expect(counts()).toBe('0 of 3 checked in0 walk-ins · 0 guests');
    await waitFor(() => expect(sentActions(calls, 'undo')).toHaveLength(1));
    // The undo names the check-in by the time the door saw.
    expect(sentActions(calls, 'undo')[0]?.body).toEqual({ key: 'm2', at: sent.at });
    expect(await within(row).findByRole('button', { name: 'Check in Zoë Ångström' })).toBeTruthy();
  });

  it('lists the last actions with Undo, and a member not going any more has no Check in', async () => {
    const entries = await roster();
    entries[2] = { ...(entries[2] as RosterEntry), going: false };
    const { calls } = await openDoor([...entries, await member(5, 'Dee Dee', null)]);
    search('bob');
    fireEvent.click(await screen.findByRole('button', { name: 'Check in Bob Brown' }));
    search('dee');
    fireEvent.click(await screen.findByRole('button', { name: 'Check in Dee Dee' }));
    search('cy');
    const cy = (await screen.findByText('Cy Twombly')).closest('li') as HTMLElement;
    expect(within(cy).getByText(CHECKIN_MESSAGES.notGoingAnyMore)).toBeTruthy();
    expect(within(cy).queryByRole('button')).toBeNull();

    const last = screen.getByRole('region', { name: 'Last scans' });
    const items = within(last).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.door-row-name')?.textContent)).toEqual(['Dee Dee', 'Bob Brown']);
    fireEvent.click(within(last).getByRole('button', { name: 'Undo Bob Brown' }));
    await waitFor(() => expect(within(last).getByText(/^Check-in undone/)).toBeTruthy());
    await waitFor(() => expect(sentActions(calls, 'undo')).toHaveLength(1));
    // Each resource in order: the check-in reached the server before its undo.
    const order = sentActions(calls).map((action) => `${action.type} ${JSON.stringify(action.body).slice(0, 14)}`);
    expect(order.findIndex((line) => line.startsWith('undo'))).toBeGreaterThan(order.findIndex((line) => line.includes('"user_id":3')));
  });
});

describe('walk-ins', () => {
  it('needs a name, takes an optional e-mail, and is sent once with a UUID made at the door', async () => {
    const { calls, server } = await openDoor();
    fireEvent.click(screen.getByRole('button', { name: 'Add walk-in' }));
    const form = screen.getByRole('form', { name: 'Add walk-in' });
    expect(within(form).getByText("We'll e-mail them a link to join the community")).toBeTruthy();
    fireEvent.submit(form);
    expect(within(form).getByRole('alert').textContent).toBe('Name is required');
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Grace Hopper' } });
    fireEvent.change(within(form).getByLabelText('Email (optional)'), { target: { value: 'grace@example.com' } });
    fireEvent.submit(form);
    await waitFor(() => expect(answerText()).toBe('Walk-in checked inGrace Hopper'));
    await waitFor(() => expect(counts()).toBe('0 of 3 checked in1 walk-in · 0 guests'));
    await waitFor(() => expect(sentActions(calls, 'walk_in')).toHaveLength(1));
    const body = sentActions(calls, 'walk_in')[0]?.body as { id: string };
    expect(body).toMatchObject({ name: 'Grace Hopper', email: 'grace@example.com', door: 'Door 1' });
    expect(body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await waitFor(() => expect(server.entry(`w${body.id}`)?.name).toBe('Grace Hopper'));
  });

  it('says when a walk-in’s invite e-mail was not sent, so the organiser shares the link in person', async () => {
    const server = fakeDoorServer(await roster(), { welcomeMails: false });
    signIn();
    fakeApi({ ...signedInRoutes({ body: organiser }), ...server.routes });
    renderDoor(heldUpCamera().camera);
    expect(await screen.findByText(/ of 3 checked in$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add walk-in' }));
    const form = screen.getByRole('form', { name: 'Add walk-in' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Linus Torvalds' } });
    fireEvent.change(within(form).getByLabelText('Email (optional)'), { target: { value: 'linus@example.com' } });
    fireEvent.submit(form);
    const last = screen.getByRole('region', { name: 'Last scans' });
    const row = (await within(last).findByText('Linus Torvalds')).closest('li') as HTMLElement;
    await waitFor(() => expect(within(row).getByText(/Invite e-mail not sent: share the invite link in person/)).toBeTruthy());
    search('linus');
    const found = (await within(await screen.findByRole('list', { name: 'People found' })).findByText('Linus Torvalds')).closest('li') as HTMLElement;
    expect(within(found).getByText(/Invite e-mail not sent/)).toBeTruthy();
  });
});

describe('the door name', () => {
  it('is Door 1 until renamed, saved on the device and sent with each check-in', async () => {
    const { calls } = await openDoor();
    const field = screen.getByLabelText('This door is called');
    expect((field as HTMLInputElement).value).toBe('Door 1');
    fireEvent.change(field, { target: { value: 'Side entrance' } });
    fireEvent.blur(field);
    expect(localStorage.getItem('gather-door-name')).toBe('Side entrance');
    search('cy');
    fireEvent.click(await screen.findByRole('button', { name: 'Check in Cy Twombly' }));
    await waitFor(() => expect(sentActions(calls, 'check_in')[0]?.body).toMatchObject({ user_id: 4, door: 'Side entrance' }));
  });
});

describe('door mode offline', () => {
  it('queues check-ins, undos and walk-ins offline and sends each once when the network returns, applying the answers', async () => {
    const { server } = await openDoor();
    const { onLine, failing } = goOffline();
    await screen.findByText('Offline: check-ins are kept on this device and sent when the signal returns');
    search('bob');
    fireEvent.click(await screen.findByRole('button', { name: 'Check in Bob Brown' }));
    search('cy');
    fireEvent.click(await screen.findByRole('button', { name: 'Check in Cy Twombly' }));
    const cy = (await screen.findByText('Cy Twombly', { selector: '.door-search .door-row-name' })).closest('li') as HTMLElement;
    expect(await within(cy).findByText(/Waiting to sync/)).toBeTruthy();
    fireEvent.click(within(cy).getByRole('button', { name: 'Undo Cy Twombly' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add walk-in' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Walk Inn' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Add walk-in' }));
    await waitFor(() => expect(counts()).toBe('1 of 3 checked in1 walk-in · 0 guests'));
    await waitFor(async () => expect(await localDb().outbox.count()).toBe(4));

    // Nothing was tried while offline.
    expect(failing.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
    // Another door checked Zoë in meanwhile, on the server.
    server.checkInElsewhere('m2', { at: new Date(Date.now() - 60_000).toISOString(), door: 'Door 2' });
    onLine.mockReturnValue(true);
    fakeApi({ ...signedInRoutes({ body: organiser }), ...server.routes });
    window.dispatchEvent(new Event('online'));

    await waitFor(async () => expect(await localDb().outbox.count()).toBe(0));
    // One request each; their answers are in this device's roster.
    expect(server.writes.map((write) => write.path).sort()).toEqual(['/events/7/check-ins', '/events/7/check-ins', '/events/7/check-ins/undo', '/events/7/walk-ins']);
    expect(server.entry('m3')?.check_in).not.toBeNull();
    expect(server.entry('m4')?.check_in).toBeNull();
    const stored = await storedDoorRoster(1, 7);
    expect(stored?.entries.find((entry) => entry.key === 'm3')?.check_in?.door).toBe('Door 1');
    // The refresh after syncing brought the other door's check-in: merged with ours.
    await waitFor(() => expect(counts()).toBe('2 of 3 checked in1 walk-in · 2 guests'));
  });

  it('after two doors checked the same ticket in offline, shows the earlier check-in', async () => {
    const { server } = await openDoor();
    const { onLine } = goOffline();
    search('bob');
    fireEvent.click(await screen.findByRole('button', { name: 'Check in Bob Brown' }));
    await waitFor(async () => expect(await localDb().outbox.count()).toBe(1));
    // Door 2 checked Bob in a minute earlier, and synced first.
    server.checkInElsewhere('m3', { at: new Date(Date.now() - 60_000).toISOString(), door: 'Door 2' });
    onLine.mockReturnValue(true);
    fakeApi({ ...signedInRoutes({ body: organiser }), ...server.routes });
    window.dispatchEvent(new Event('online'));
    const last = screen.getByRole('region', { name: 'Last scans' });
    expect(await within(last).findByText(/^Already checked in at \d{1,2}:\d{2}, Door 2/)).toBeTruthy();
    expect(within(last).queryByRole('button', { name: 'Undo Bob Brown' })).toBeNull();
    const bob = (await screen.findByText('Bob Brown', { selector: '.door-search .door-row-name' })).closest('li') as HTMLElement;
    expect(within(bob).getByText(/Door 2/)).toBeTruthy();
  });

  it('a refresh while a check-in waits keeps it, beside the server’s new check-ins', async () => {
    const { server } = await openDoor();
    // The server is reachable for reads, but the check-in keeps failing (503): it stays queued.
    server.answerWith('POST /events/7/check-ins', { status: 503, body: { detail: 'Down' } });
    search('bob');
    fireEvent.click(await screen.findByRole('button', { name: 'Check in Bob Brown' }));
    await waitFor(async () => expect((await localDb().outbox.toArray())[0]?.attempts).toBeGreaterThan(0));
    server.checkInElsewhere('m4', { at: new Date().toISOString(), door: 'Door 2' });
    window.dispatchEvent(new Event('online'));
    await waitFor(async () => expect((await localDb().doorRosters.get([1, 7]))?.entries.find((entry) => entry.key === 'm4')?.check_in).toBeTruthy());
    await waitFor(() => expect(counts()).toBe('2 of 3 checked in0 walk-ins · 0 guests'));
    search('bob');
    const bob = (await screen.findByText('Bob Brown', { selector: '.door-search .door-row-name' })).closest('li') as HTMLElement;
    expect(within(bob).getByText(/Waiting to sync/)).toBeTruthy();
  });
});

describe('opening and closing door mode', () => {
  it('keeps the roster on the device, and Close door mode deletes it after asking', async () => {
    await openDoor();
    await waitFor(async () => expect((await localDb().doorRosters.get([1, 7]))?.entries).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Close door mode' }));
    const question = await answerConfirm('Close door mode?', true);
    expect(question).toMatch(/roster is deleted/);
    expect(await screen.findByText('The event page')).toBeTruthy();
    expect(await localDb().doorRosters.get([1, 7])).toBeUndefined();
    expect(await localDb().doorAnswers.count()).toBe(0);
  });

  it('reads the roster page after page', async () => {
    const { calls } = await openDoor();
    const reads = calls.filter((call) => call.path === '/events/7/roster');
    expect(reads.length).toBeGreaterThanOrEqual(2);
  });

  it('tells someone who may not edit the event the server’s words', async () => {
    const server = fakeDoorServer(await roster());
    server.refuseWith({ status: 403, body: { detail: CHECKIN_MESSAGES.organisersOnly, code: 'forbidden' } });
    signIn();
    fakeApi({ ...signedInRoutes({ body: organiser }), ...server.routes });
    renderDoor(heldUpCamera().camera);
    expect(await screen.findByText(CHECKIN_MESSAGES.organisersOnly)).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('offline, with no roster on this device, says to open door mode once online', async () => {
    signIn();
    fakeApi({ ...signedInRoutes({ body: organiser }) });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderDoor(heldUpCamera().camera);
    expect(await screen.findByText('Open door mode once while online to keep the roster on this device')).toBeTruthy();
  });
});

describe('door mode at its address', () => {
  it('opens from /events/7/door, says there is no camera, and checks in by name', async () => {
    const server = fakeDoorServer(await roster());
    signIn();
    fakeApi({ ...signedInRoutes({ body: organiser }), ...server.routes });
    renderRoutes('/events/7/door');
    expect(await screen.findByText(/No camera is available on this device/)).toBeTruthy();
    expect(await screen.findByText('0 of 3 checked in')).toBeTruthy();
    search('cy');
    fireEvent.click(await screen.findByRole('button', { name: 'Check in Cy Twombly' }));
    expect(await screen.findByText('1 of 3 checked in')).toBeTruthy();
  });
});

describe('a door write the server refuses', () => {
  it('is said with the server’s words until dismissed, and its check-in goes', async () => {
    const { server } = await openDoor();
    server.answerWith('POST /events/7/check-ins', { status: 409, body: { detail: CHECKIN_MESSAGES.notGoingAnyMore, code: 'conflict' } });
    search('bob');
    fireEvent.click(await screen.findByRole('button', { name: 'Check in Bob Brown' }));
    const failed = await screen.findByText(/^Not saved: Check-in of Bob Brown/);
    const item = failed.closest('li') as HTMLElement;
    expect(within(item).getByText(CHECKIN_MESSAGES.notGoingAnyMore)).toBeTruthy();
    await waitFor(() => expect(counts()).toBe('0 of 3 checked in0 walk-ins · 0 guests'));
    const last = screen.getByRole('region', { name: 'Last scans' });
    expect(within(last).getByText('Not saved')).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText(/^Not saved/)).toBeNull());
  });
});
