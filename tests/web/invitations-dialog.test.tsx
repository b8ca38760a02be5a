import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RepeatRule } from '@contracts/events/recurrence';
import { AppProviders } from '../../web/app/providers';
import { ROUTER_FUTURE } from '../../web/app/router-future';
import { InvitePeopleButton } from '../../web/features/invitations';
import { InviteDialog } from '../../web/features/invitations/components/invite-dialog';
import { LinkInviteForm } from '../../web/features/invitations/components/link-invite-form';
import { makeInvitation, stubApi } from './invitations-fixtures';
import type { RecordedCall } from './invitations-fixtures';

vi.mock('../../web/components/text-field', async () => await import('./support/native-text-field'));
vi.mock('../../web/features/invitations/components/message-field', () => ({
  MessageField: ({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) => (
    <label>
      {label}
      <textarea value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  ),
}));

const EVENT_ID = 7;

// Ionic moves an open modal to <body> and removes it only after its leave animation: start clean.
beforeEach(() => {
  document.querySelectorAll('ion-modal').forEach((modal) => modal.remove());
});

function renderDialog() {
  return render(
    <AppProviders>
      <MemoryRouter future={ROUTER_FUTURE}>
        <InviteDialog isOpen onClose={() => undefined} eventId={EVENT_ID} eventTitle="Autumn reading night" />
      </MemoryRouter>
    </AppProviders>,
  );
}

/** The form once its modal is shown (Ionic keeps a modal display: none until presented). */
const form = (name: string) => screen.findByRole('form', { name });
const invitePosts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'POST' && call.url === '/event-invites/');

/**
 * The Create Link tab on its own: in happy-dom Ionic's React wrappers get no custom events
 * (ionChange), so switching tabs is left to the end-to-end test.
 */
function renderLinkForm() {
  return render(
    <AppProviders>
      <MemoryRouter future={ROUTER_FUTURE}>
        <LinkInviteForm eventId={EVENT_ID} />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('invite dialog: Send by Email', () => {
  it('requires an e-mail address of e-mail form before any call', async () => {
    const calls = stubApi({});
    renderDialog();
    fireEvent.submit(await screen.findByRole('form', { name: 'Send by Email' }));
    expect(screen.getByText('Invite People', { selector: 'ion-title' })).toBeTruthy();
    expect(screen.getByText('Autumn reading night')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('Email address is required');

    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'not-an-email' } });
    fireEvent.submit(await form('Send by Email'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Enter a valid email address'));
    expect(screen.getByLabelText('Email address').getAttribute('type')).toBe('email');
    expect(invitePosts(calls)).toEqual([]);
  });

  it("sends the invitation with the optional message and says so; the address is cleared for the next one", async () => {
    const calls = stubApi({ 'POST /event-invites/': { status: 201, body: makeInvitation() } });
    renderDialog();
    fireEvent.change(await screen.findByLabelText('Email address'), { target: { value: ' nora@example.com ' } });
    fireEvent.change(screen.getByLabelText('Message (optional)'), { target: { value: 'Come along!' } });
    fireEvent.submit(await form('Send by Email'));

    expect((await screen.findByRole('status')).textContent).toBe('Invitation sent successfully!');
    expect(invitePosts(calls).map((call) => call.body)).toEqual([{ event_id: EVENT_ID, invited_email: 'nora@example.com', message: 'Come along!' }]);
    expect(screen.getByLabelText<HTMLInputElement>('Email address').value).toBe('');
  });

  it("shows the server's detail, else 'Failed to send invitation'", async () => {
    stubApi({ 'POST /event-invites/': { status: 409, body: { detail: 'This person already has a pending invitation to this event' } } });
    renderDialog();
    fireEvent.change(await screen.findByLabelText('Email address'), { target: { value: 'nora@example.com' } });
    fireEvent.submit(await form('Send by Email'));
    expect((await screen.findByRole('alert')).textContent).toBe('This person already has a pending invitation to this event');

    stubApi({ 'POST /event-invites/': { status: 500 } });
    fireEvent.submit(await form('Send by Email'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to send invitation'));
  });
});

describe('invite dialog: Create Link', () => {
  it('creates a shareable {origin}/join-event/{code} link and copies it', async () => {
    const calls = stubApi({ 'POST /event-invites/': { status: 201, body: makeInvitation({ invited_email: null, is_link: true, invite_code: 'LINKCODE' }) } });
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderLinkForm();
    fireEvent.submit(await form('Create Link'));

    expect((await screen.findByRole('status')).textContent).toBe('Shareable link created!');
    const link = `${window.location.origin}/join-event/LINKCODE`;
    expect(screen.getByLabelText<HTMLInputElement>('Shareable link').value).toBe(link);
    expect(invitePosts(calls).map((call) => call.body)).toEqual([{ event_id: EVENT_ID, message: null }]);

    fireEvent.click(screen.getByText('Copy'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Invitation link copied to clipboard!'));
    expect(writeText).toHaveBeenCalledWith(link);
  });

  it("says 'Failed to copy link' when the clipboard refuses", async () => {
    stubApi({ 'POST /event-invites/': { status: 201, body: makeInvitation({ invite_code: 'LINKCODE' }) } });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) }, configurable: true });
    document.execCommand = vi.fn(() => false);
    renderLinkForm();
    fireEvent.submit(await form('Create Link'));
    await screen.findByLabelText('Shareable link');
    fireEvent.click(screen.getByText('Copy'));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to copy link');
  });

  it("shows the server's detail, else 'Failed to create shareable link'", async () => {
    stubApi({ 'POST /event-invites/': { status: 403, body: { detail: 'Only the event creator can invite people' } } });
    renderLinkForm();
    fireEvent.submit(await form('Create Link'));
    expect((await screen.findByRole('alert')).textContent).toBe('Only the event creator can invite people');

    stubApi({ 'POST /event-invites/': { status: 502 } });
    fireEvent.submit(await form('Create Link'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to create shareable link'));
  });
});

const WEEKLY: RepeatRule = { frequency: 'weekly', interval: 1, weekdays: ['TU'], ending: { type: 'never' } };
const RECURRING = { series: { rule: WEEKLY, first_start_datetime: '2026-12-08T19:00:00.000Z' }, timeZone: 'Europe/London' };

function renderRecurringDialog() {
  return render(
    <AppProviders>
      <MemoryRouter future={ROUTER_FUTURE}>
        <InviteDialog isOpen onClose={() => undefined} eventId={EVENT_ID} eventTitle="Tuesday run" recurring={RECURRING} />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('invite dialog: a date of a recurring event', () => {
  it('offers This date or Every date, this date first, and sends the choice', async () => {
    const calls = stubApi({ 'POST /event-invites/': { status: 201, body: makeInvitation({ series: true }) } });
    renderRecurringDialog();
    const thisDate = await screen.findByRole('radio', { name: /This date/ });
    const everyDate = screen.getByRole('radio', { name: /Every date/ });
    expect(thisDate).toHaveProperty('checked', true);
    expect(screen.getByRole('group', { name: 'Invite to' }).textContent).toContain('Every Tuesday, from this date on.');

    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'nora@example.com' } });
    fireEvent.submit(await form('Send by Email'));
    await screen.findByRole('status');
    fireEvent.click(everyDate);
    expect(everyDate).toHaveProperty('checked', true);
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ola@example.com' } });
    fireEvent.submit(await form('Send by Email'));
    await waitFor(() => expect(invitePosts(calls)).toHaveLength(2));
    expect(invitePosts(calls).map((call) => call.body)).toEqual([
      { event_id: EVENT_ID, invited_email: 'nora@example.com', message: null, series: false },
      { event_id: EVENT_ID, invited_email: 'ola@example.com', message: null, series: true },
    ]);
  });

  it('offers no choice for a single event', async () => {
    stubApi({});
    renderDialog();
    await form('Send by Email');
    expect(screen.queryByRole('group', { name: 'Invite to' })).toBeNull();
    expect(screen.queryByRole('radio', { name: /Every date/ })).toBeNull();
  });

  it('sends a shareable link for every date', async () => {
    const calls = stubApi({ 'POST /event-invites/': { status: 201, body: makeInvitation({ is_link: true, series: true, invite_code: 'LINKCODE' }) } });
    render(
      <AppProviders>
        <MemoryRouter future={ROUTER_FUTURE}>
          <LinkInviteForm eventId={EVENT_ID} everyDate />
        </MemoryRouter>
      </AppProviders>,
    );
    fireEvent.submit(await form('Create Link'));
    await screen.findByLabelText('Shareable link');
    expect(invitePosts(calls).map((call) => call.body)).toEqual([{ event_id: EVENT_ID, message: null, series: true }]);
  });
});

describe('InvitePeopleButton', () => {
  it("opens the dialog on 'Invite People'", async () => {
    stubApi({});
    render(
      <AppProviders>
        <MemoryRouter future={ROUTER_FUTURE}>
          <InvitePeopleButton eventId={EVENT_ID} eventTitle="Autumn reading night" />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.queryByRole('form', { name: 'Send by Email' })).toBeNull();
    fireEvent.click(screen.getByText('Invite People', { selector: 'ion-button' }));
    expect(await screen.findByRole('form', { name: 'Send by Email' })).toBeTruthy();
  });
});
