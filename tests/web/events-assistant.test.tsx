import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ParseEventResponse } from '@contracts/parse/schemas';
import { PARSE_FAILURE_MESSAGES, PARSE_MESSAGES } from '@contracts/parse/messages';
import { AppProviders } from '../../web/app/providers';
import { ROUTER_FUTURE } from '../../web/app/router-future';
import { CommunityEventsSection } from '../../web/features/events';
import { openModalWith, removeLeftoverModals } from './events-fixtures';
import { fakeApi } from './support/fake-api';
import type { ApiCall } from './support/fake-api';

vi.mock('../../web/features/events/components/form-controls', async () => await import('./events-native-form-controls'));

const savedTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Sao_Paulo';
});
afterAll(() => {
  process.env.TZ = savedTz;
});
afterEach(async () => {
  vi.useRealTimers();
  await removeLeftoverModals();
});

const QUIZ = 'Quiz night is BACK at the Red Lion this Thurs!!\n8pm start, £2 a head.\nGroup chat: https://chat.whatsapp.com/Gk7Vw2Qp';

const FOUND: ParseEventResponse = {
  success: true,
  message: PARSE_MESSAGES.found,
  title: 'Quiz night',
  description: QUIZ,
  start_datetime: '2026-06-04T20:00:00+01:00',
  time_zone: 'Europe/London',
  location: 'Red Lion',
  price_range: '£2',
  whatsapp_link: 'https://chat.whatsapp.com/Gk7Vw2Qp',
  sources: { title: 'text', description: 'text', start_datetime: 'text', location: 'text', price_range: 'text', whatsapp_link: 'text' },
};

function renderSection() {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={['/communities/7']} future={ROUTER_FUTURE}>
        <Routes>
          <Route path="/communities/7" element={<CommunityEventsSection communityId={7} canCreateEvents />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

/** Opens the assistant from the AI button and answers its modal once shown. */
async function openAssistant() {
  fireEvent.click(await screen.findByText('AI Assistant', { selector: 'ion-button' }));
  const modal = await waitFor(() => {
    const open = openModalWith('.assistant-form');
    expect(open).toBeDefined();
    return open as HTMLElement;
  });
  const dialog = within(modal);
  return {
    dialog,
    submit: () => fireEvent.submit(modal.querySelector('form') as HTMLFormElement),
    tab: (name: 'URL' | 'Text') => dialog.getByRole('tab', { name, hidden: true }),
  };
}

const parses = (calls: ApiCall[]) => calls.filter((call) => call.path === '/events/parse-from-url');
const setValue = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const valueOf = (field: HTMLElement) => (field as HTMLInputElement).value;

describe('event assistant dialog', () => {
  it('asks for a URL or text before any call, and counts the text, red above 14,000', async () => {
    const calls = fakeApi({ 'GET /events/community/7': { body: [] } });
    renderSection();
    const { dialog, submit, tab } = await openAssistant();
    expect(tab('URL').getAttribute('aria-selected')).toBe('true');
    submit();
    expect((await dialog.findByRole('alert', { hidden: true })).textContent).toBe('Please enter a valid URL');

    fireEvent.click(tab('Text'));
    submit();
    expect((await dialog.findByRole('alert', { hidden: true })).textContent).toBe('Please enter a valid event content');
    const text = dialog.getByLabelText('Event text');
    setValue(text, 'x'.repeat(14_000));
    const counter = dialog.getByText('14,000 / 15,000');
    expect(counter.className).not.toContain('warn');
    setValue(text, 'x'.repeat(14_001));
    expect(dialog.getByText('14,001 / 15,000').className).toContain('warn');
    setValue(text, 'x'.repeat(15_001));
    submit();
    expect((await dialog.findByRole('alert', { hidden: true })).textContent).toBe(PARSE_MESSAGES.contentTooLong);
    expect(parses(calls)).toEqual([]);
  });

  it("sends the text with the member's zone and the community, then opens the create form with only what was found and where it was read", async () => {
    const calls = fakeApi({ 'GET /events/community/7': { body: [] }, 'POST /events/parse-from-url': { body: FOUND } });
    renderSection();
    const { dialog, submit, tab } = await openAssistant();
    fireEvent.click(tab('Text'));
    setValue(dialog.getByLabelText('Event text'), QUIZ);
    submit();
    const modal = await waitFor(() => {
      const open = openModalWith('form.event-form');
      expect(open).toBeDefined();
      return open as HTMLElement;
    });
    expect(parses(calls).map((call) => call.body)).toEqual([{ community_id: 7, time_zone: 'America/Sao_Paulo', content: QUIZ }]);
    const form = within(modal);
    expect(valueOf(form.getByLabelText('Title'))).toBe('Quiz night');
    expect(valueOf(form.getByLabelText('Time zone'))).toBe('Europe/London');
    expect(valueOf(form.getByLabelText('Start date'))).toBe('2026-06-04');
    expect(valueOf(form.getByLabelText('Start time'))).toBe('20:00');
    expect(valueOf(form.getByLabelText('End date'))).toBe('');
    expect(valueOf(form.getByLabelText('Location'))).toBe('Red Lion');
    expect(valueOf(form.getByLabelText('Price range'))).toBe('£2');
    expect(valueOf(form.getByLabelText('Ticket link'))).toBe('');
    expect(valueOf(form.getByLabelText('WhatsApp link'))).toBe('https://chat.whatsapp.com/Gk7Vw2Qp');
    const note = form.getByRole('note', { hidden: true });
    expect(note.textContent).toContain(PARSE_MESSAGES.found);
    expect(note.textContent).toContain('From the text you pasted: title, description, start, location, price range, WhatsApp link');
  });

  it('says above the form, in words, how the assistant read that the event repeats', async () => {
    const weekly: ParseEventResponse = {
      ...FOUND,
      repeat: { frequency: 'weekly', interval: 2, weekdays: ['TH'], ending: { type: 'never' } },
      sources: { ...FOUND.sources, repeat: 'text' },
    };
    fakeApi({ 'GET /events/community/7': { body: [] }, 'POST /events/parse-from-url': { body: weekly } });
    renderSection();
    const { dialog, submit, tab } = await openAssistant();
    fireEvent.click(tab('Text'));
    setValue(dialog.getByLabelText('Event text'), 'Quiz night every other Thursday at the Red Lion, 8pm');
    submit();
    const modal = await waitFor(() => {
      const open = openModalWith('form.event-form');
      expect(open).toBeDefined();
      return open as HTMLElement;
    });
    const note = within(modal).getByRole('note', { hidden: true });
    expect(note.textContent).toContain('Repeats: Every 2 weeks on Thursday');
    // The Repeat control holds the rule read: no preset is every other week, so it is Custom.
    expect(valueOf(within(modal).getByLabelText('Repeat'))).toBe('custom');
    expect(valueOf(within(modal).getByLabelText('Repeat every'))).toBe('2');
    expect(note.textContent).toContain('From the text you pasted: title, description, start, location, price range, WhatsApp link, repeat');
  });

  it("says 'Failed to parse event: No event title found' when a read finds no title, and the server's message when it finds nothing", async () => {
    const { title: _title, ...untitled } = FOUND;
    fakeApi({ 'GET /events/community/7': { body: [] }, 'POST /events/parse-from-url': { body: untitled } });
    renderSection();
    const { dialog, submit } = await openAssistant();
    setValue(dialog.getByLabelText('Event page URL'), 'https://venue.example/quiz');
    submit();
    expect((await dialog.findByRole('alert', { hidden: true })).textContent).toBe('Failed to parse event: No event title found');
    expect(openModalWith('form.event-form')).toBeUndefined();

    fakeApi({ 'POST /events/parse-from-url': { body: { success: false, reason: 'nothing_found', message: PARSE_MESSAGES.nothingFound } } });
    submit();
    await waitFor(() => expect(dialog.getByRole('alert', { hidden: true }).textContent).toBe(PARSE_MESSAGES.nothingFound));
  });

  it("shows the server's words without the field's key, else 'Failed to parse event from URL' or 'Failed to parse event. Please try again.'", async () => {
    fakeApi({
      'GET /events/community/7': { body: [] },
      'POST /events/parse-from-url': {
        status: 400,
        body: { detail: 'url: Only http:// and https:// addresses can be read', code: 'validation', errors: [{ field: 'url', message: 'Only http:// and https:// addresses can be read' }] },
      },
    });
    renderSection();
    const { dialog, submit, tab } = await openAssistant();
    setValue(dialog.getByLabelText('Event page URL'), 'ftp://venue.example');
    submit();
    expect((await dialog.findByRole('alert', { hidden: true })).textContent).toBe('Only http:// and https:// addresses can be read');
    fakeApi({ 'POST /events/parse-from-url': { status: 502 } });
    submit();
    await waitFor(() => expect(dialog.getByRole('alert', { hidden: true }).textContent).toBe('Failed to parse event from URL'));
    fireEvent.click(tab('Text'));
    setValue(dialog.getByLabelText('Event text'), QUIZ);
    submit();
    await waitFor(() => expect(dialog.getByRole('alert', { hidden: true }).textContent).toBe('Failed to parse event. Please try again.'));
  });

  it('switches to the Text tab one second after a site that blocks scraping, keeping the message', async () => {
    fakeApi({
      'GET /events/community/7': { body: [] },
      'POST /events/parse-from-url': { body: { success: false, reason: 'blocks_scraping', message: PARSE_MESSAGES.blocksScraping } },
    });
    renderSection();
    const { dialog, submit, tab } = await openAssistant();
    setValue(dialog.getByLabelText('Event page URL'), 'https://tickets.example/e/1');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    submit();
    expect((await dialog.findByRole('alert', { hidden: true })).textContent).toContain('blocks scraping');
    act(() => {
      vi.advanceTimersByTime(900);
    });
    expect(tab('URL').getAttribute('aria-selected')).toBe('true');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(tab('Text').getAttribute('aria-selected')).toBe('true');
    expect(dialog.getByLabelText('Event text')).toBe(document.activeElement);
    expect(dialog.getByRole('alert', { hidden: true }).textContent).toBe(PARSE_MESSAGES.blocksScraping);
  });

  it('refuses an entry that cannot be an address before any call, with the spec\'s words and no field key (issue 28)', async () => {
    const calls = fakeApi({ 'GET /events/community/7': { body: [] } });
    renderSection();
    const { dialog, submit } = await openAssistant();
    setValue(dialog.getByLabelText('Event page URL'), 'quiz night at the red lion');
    submit();
    expect((await dialog.findByRole('alert', { hidden: true })).textContent).toBe('Please enter a valid URL');
    expect(parses(calls)).toHaveLength(0);

    fakeApi({
      'POST /events/parse-from-url': { status: 400, body: { detail: 'url: Please enter a valid URL', code: 'validation_error', errors: [{ field: 'url', message: 'Please enter a valid URL' }] } },
    });
    setValue(dialog.getByLabelText('Event page URL'), 'https://');
    submit();
    await waitFor(() => expect(dialog.getByRole('alert', { hidden: true }).textContent).toBe('Please enter a valid URL'));
  });

  it('says in plain words why a page could not be read, not how the network failed (issue 28)', async () => {
    fakeApi({
      'GET /events/community/7': { body: [] },
      'POST /events/parse-from-url': { body: { success: false, reason: 'unreachable', message: 'No such site: its name does not resolve.' } },
    });
    renderSection();
    const { dialog, submit } = await openAssistant();
    setValue(dialog.getByLabelText('Event page URL'), 'https://no-such-venue.example/quiz');
    submit();
    const alert = await dialog.findByRole('alert', { hidden: true });
    expect(alert.textContent).toBe(PARSE_FAILURE_MESSAGES.unreachable);
    expect(alert.textContent).not.toMatch(/resolve/);
  });

  it('answers nonsense on the Text tab by asking for the announcement, not by sending the member to the Text tab they are on (issue 28)', async () => {
    fakeApi({
      'GET /events/community/7': { body: [] },
      // An older server's words, meant for the URL tab: the dialog words it for the tab it is on.
      'POST /events/parse-from-url': { body: { success: false, reason: 'nothing_found', message: PARSE_MESSAGES.nothingFound } },
    });
    renderSection();
    const { dialog, submit, tab } = await openAssistant();
    fireEvent.click(tab('Text'));
    setValue(dialog.getByLabelText('Event text'), 'asdf qwer zxcv');
    submit();
    const alert = await dialog.findByRole('alert', { hidden: true });
    expect(alert.textContent).toBe(PARSE_MESSAGES.nothingFoundInText);
    expect(alert.textContent).not.toMatch(/Text tab/);
  });
});
