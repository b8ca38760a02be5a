import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EventSeries } from '@contracts/events/schemas';
import { AppProviders } from '../../web/app/providers';
import { ROUTER_FUTURE } from '../../web/app/router-future';
import { CommunityEventsSection } from '../../web/features/events';
import { makeEventDetail, makeEventListItem, openModalWith, removeLeftoverModals } from './events-fixtures';
import { openEventForm, setValue } from './support/event-form';
import { fakeApi } from './support/fake-api';
import type { ApiCall, FakeResponse } from './support/fake-api';

vi.mock('../../web/features/events/components/form-controls', async () => await import('./events-native-form-controls'));

const savedTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/London';
});
afterAll(() => {
  process.env.TZ = savedTz;
});
afterEach(removeLeftoverModals);

function renderSection() {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={['/communities/7']} future={ROUTER_FUTURE}>
        <Routes>
          <Route path="/communities/7" element={<CommunityEventsSection communityId={7} canCreateEvents />} />
          <Route path="/events/:id" element={<p>event page</p>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

const writes = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET');
const optionLabels = (select: HTMLElement) => within(select).getAllByRole('option', { hidden: true }).map((option) => option.textContent);

/**
 * The scope dialog (Edit recurring event) as presented now, its contents and Save: the dialog of the
 * test before, dismissed, can still be on its way out of the page (removeLeftoverModals), and must
 * not be read for this one.
 */
async function scopeDialog() {
  const form = await waitFor(() => {
    const modal = openModalWith('form.repeat-scope');
    expect(modal).toBeDefined();
    return modal?.querySelector('form.repeat-scope') as HTMLElement;
  });
  within(form).getByRole('heading', { name: 'Edit recurring event', hidden: true });
  return { dialog: within(form), save: () => fireEvent.submit(form) };
}

describe('the event form: Repeat', () => {
  it('offers the presets for the start, and sends Weekly on its weekday with the new event', async () => {
    const calls = fakeApi({
      'GET /events/community/7': { body: [] },
      'POST /events/': { status: 201, body: makeEventDetail({ id: 42 }) },
    });
    renderSection();
    const { form, submit } = await openEventForm(screen.findByText('Create Event', { selector: 'ion-button' }));
    setValue(form.getByLabelText('Title'), 'Board games');
    setValue(form.getByLabelText('Start date'), '2026-12-03');
    setValue(form.getByLabelText('Start time'), '19:00');
    const repeat = form.getByLabelText('Repeat');
    // 3 December is the first Thursday of its month (not the last).
    expect(optionLabels(repeat)).toEqual(['Does not repeat', 'Daily', 'Weekly on Thursday', 'Monthly on the first Thursday', 'Custom…']);
    // The presets follow the start: the 31st is the last Thursday of the month, and its fifth.
    setValue(form.getByLabelText('Start date'), '2026-12-31');
    expect(optionLabels(repeat)).toEqual(['Does not repeat', 'Daily', 'Weekly on Thursday', 'Monthly on the last Thursday', 'Custom…']);
    setValue(form.getByLabelText('Start date'), '2026-12-03');

    setValue(repeat, 'weekly');
    expect(await form.findByText('Every Thursday')).toBeTruthy();
    submit();
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.body).toMatchObject({
      start_datetime: '2026-12-03T19:00:00.000Z',
      time_zone: 'Europe/London',
      repeat: { frequency: 'weekly', interval: 1, weekdays: ['TH'], ending: { type: 'never' } },
    });
  });

  it('sends no rule for Does not repeat', async () => {
    const calls = fakeApi({
      'GET /events/community/7': { body: [] },
      'POST /events/': { status: 201, body: makeEventDetail({ id: 42 }) },
    });
    renderSection();
    const { form, submit } = await openEventForm(screen.findByText('Create Event', { selector: 'ion-button' }));
    setValue(form.getByLabelText('Title'), 'Board games');
    setValue(form.getByLabelText('Start date'), '2026-12-03');
    submit();
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.body).not.toHaveProperty('repeat');
  });

  it('Custom every 2 weeks on Tuesday and Thursday until a date: shows the rule in words and its next five dates, and sends it', async () => {
    const calls = fakeApi({
      'GET /events/community/7': { body: [] },
      'POST /events/': { status: 201, body: makeEventDetail({ id: 42 }) },
    });
    renderSection();
    const { form, submit } = await openEventForm(screen.findByText('Create Event', { selector: 'ion-button' }));
    setValue(form.getByLabelText('Title'), 'Climbing');
    // Tuesday 2 March 2027, 19:00 in London: the clocks change on 28 March, the evening stays 19:00.
    setValue(form.getByLabelText('Start date'), '2027-03-02');
    setValue(form.getByLabelText('Start time'), '19:00');
    setValue(form.getByLabelText('Repeat'), 'custom');

    setValue(form.getByLabelText('Repeat every'), '2');
    expect(form.getByRole('button', { name: 'Tuesday', hidden: true }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(form.getByRole('button', { name: 'Thursday', hidden: true }));
    expect(form.getByRole('button', { name: 'Thursday', hidden: true }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(form.getByRole('radio', { name: 'On', hidden: true }));
    setValue(form.getByLabelText('Last date'), '2027-06-30');

    expect(await form.findByText('Every 2 weeks on Tuesday and Thursday, until 30 June')).toBeTruthy();
    const dates = await form.findByRole('list', { hidden: true });
    expect(within(dates).getAllByRole('listitem', { hidden: true }).map((item) => item.textContent)).toEqual([
      'Tuesday, 2 March 2027, 19:00',
      'Thursday, 4 March 2027, 19:00',
      'Tuesday, 16 March 2027, 19:00',
      'Thursday, 18 March 2027, 19:00',
      'Tuesday, 30 March 2027, 19:00',
    ]);

    submit();
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.body).toMatchObject({
      repeat: { frequency: 'weekly', interval: 2, weekdays: ['TU', 'TH'], ending: { type: 'on', date: '2027-06-30' } },
    });
  });

  it('shows what is wrong with a custom rule at its field and sends nothing', async () => {
    const calls = fakeApi({ 'GET /events/community/7': { body: [] } });
    renderSection();
    const { form, submit } = await openEventForm(screen.findByText('Create Event', { selector: 'ion-button' }));
    setValue(form.getByLabelText('Title'), 'Climbing');
    setValue(form.getByLabelText('Start date'), '2027-03-02');
    setValue(form.getByLabelText('Repeat'), 'custom');
    setValue(form.getByLabelText('Repeat every'), '0');
    expect(form.getByText('Enter a whole number from 1 to 99')).toBeTruthy();
    setValue(form.getByLabelText('Repeat every'), '1');
    fireEvent.click(form.getByRole('button', { name: 'Tuesday', hidden: true }));
    expect(form.getByText('Choose at least one day of the week')).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'Friday', hidden: true }));
    fireEvent.click(form.getByRole('radio', { name: 'After', hidden: true }));
    setValue(form.getByLabelText('Number of times'), '');
    expect(form.getByText('Enter a number of times from 1 to 730')).toBeTruthy();
    fireEvent.click(form.getByRole('radio', { name: 'On', hidden: true }));
    setValue(form.getByLabelText('Last date'), '2027-03-01');
    expect(form.getByText('The last date must not be before the start')).toBeTruthy();
    submit();
    await waitFor(() => expect(document.activeElement).toBe(form.getByLabelText('Last date')));
    expect(writes(calls)).toEqual([]);
  });

  describe('a date of a recurring event', () => {
    const series: EventSeries = {
      id: 3,
      rule: { frequency: 'weekly', interval: 1, weekdays: ['TH'], ending: { type: 'never' } },
      first_start_datetime: '2026-12-03T19:00:00.000Z',
      my_rsvp: null,
      may_answer_every_date: true,
    };

    function seriesApi(put: { search?: string }): ApiCall[] {
      const saved: FakeResponse = { body: makeEventDetail({ id: 5, series }) };
      return fakeApi({
        'GET /events/community/7': { body: [makeEventListItem({ id: 5, series_id: 3 })] },
        'GET /events/5': { body: makeEventDetail({ id: 5, series }) },
        'PUT /events/5': (_body, _headers, url) => {
          put.search = url.search;
          return saved;
        },
      });
    }

    it("shows the series' rule, asks which dates to change on Save and sends that scope", async () => {
      const put: { search?: string } = {};
      const calls = seriesApi(put);
      renderSection();
      const { form, submit } = await openEventForm(screen.findByText('Edit Winter games night'));
      const repeat = form.getByLabelText<HTMLSelectElement>('Repeat');
      expect(repeat.value).toBe('weekly');
      // A series keeps repeating: it is stopped by deleting its dates.
      expect(optionLabels(repeat)).not.toContain('Does not repeat');
      expect(form.getByText('Every Thursday')).toBeTruthy();

      setValue(form.getByLabelText('Title'), 'Winter games night (upstairs)');
      submit();
      const { dialog, save } = await scopeDialog();
      expect(dialog.getAllByRole('radio', { hidden: true }).map((radio) => radio.closest('label')?.textContent)).toEqual([
        'This event',
        'This and following events',
        'All events',
      ]);
      expect(writes(calls)).toEqual([]);
      fireEvent.click(dialog.getByRole('radio', { name: 'All events', hidden: true }));
      save();

      await waitFor(() => expect(writes(calls)).toHaveLength(1));
      expect(put.search).toBe('?scope=all');
      expect(writes(calls)[0]?.body).toMatchObject({ title: 'Winter games night (upstairs)' });
      expect(writes(calls)[0]?.body).not.toHaveProperty('repeat');
    });

    it('with a new rule, offers only this and following or all events, and sends the rule with the scope', async () => {
      const put: { search?: string } = {};
      const calls = seriesApi(put);
      renderSection();
      const { form, submit } = await openEventForm(screen.findByText('Edit Winter games night'));
      setValue(form.getByLabelText('Repeat'), 'daily');
      submit();
      const { dialog, save } = await scopeDialog();
      expect(dialog.getAllByRole('radio', { hidden: true }).map((radio) => radio.closest('label')?.textContent)).toEqual([
        'This and following events',
        'All events',
      ]);
      expect(dialog.getByRole<HTMLInputElement>('radio', { name: 'This and following events', hidden: true }).checked).toBe(true);
      save();
      await waitFor(() => expect(writes(calls)).toHaveLength(1));
      expect(put.search).toBe('?scope=following');
      expect(writes(calls)[0]?.body).toMatchObject({ repeat: { frequency: 'daily', interval: 1, ending: { type: 'never' } } });
    });

    it('a single event being edited has no Repeat (a rule is given when the event is made)', async () => {
      fakeApi({
        'GET /events/community/7': { body: [makeEventListItem({ id: 5 })] },
        'GET /events/5': { body: makeEventDetail({ id: 5 }) },
      });
      renderSection();
      const { form } = await openEventForm(screen.findByText('Edit Winter games night'));
      expect(form.getByLabelText('Title')).toBeTruthy();
      expect(form.queryByLabelText('Repeat')).toBeNull();
    });

    it('Cancel in the scope dialog sends nothing and leaves the form open', async () => {
      const put: { search?: string } = {};
      const calls = seriesApi(put);
      renderSection();
      const { form, submit } = await openEventForm(screen.findByText('Edit Winter games night'));
      submit();
      const { dialog } = await scopeDialog();
      fireEvent.click(dialog.getByText('Cancel', { selector: 'ion-button' }));
      await waitFor(() => expect(screen.queryByRole('heading', { name: 'Edit recurring event', hidden: true })).toBeNull());
      expect(writes(calls)).toEqual([]);
      expect(form.getByLabelText('Title')).toBeTruthy();
    });
  });
});
