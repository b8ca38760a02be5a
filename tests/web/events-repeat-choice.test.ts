import { describe, expect, it } from 'vitest';
import type { RepeatRule } from '@contracts/events/recurrence';
import { ApiError } from '../../web/lib/api-client';
import { changeStartDate, emptyDateTimeZone } from '../../web/components/date-time-zone-picker/picker-rules';
import { choosePreset, chosenPreset, followStart, presetsFor } from '../../web/features/events/components/repeat/repeat-choice';
import { draftFromRule, ruleFromDraft } from '../../web/features/events/components/repeat/repeat-draft';
import { problemsFromApiError } from '../../web/features/events/lib/event-form-values';

const on = (date: string) => changeStartDate(emptyDateTimeZone('Europe/London'), date);
const weekly = (day: 'TU' | 'WE'): RepeatRule => ({ frequency: 'weekly', interval: 1, weekdays: [day], ending: { type: 'never' } });

describe('the Repeat choice', () => {
  it('moves a preset with the start, and leaves a custom rule as it is', () => {
    // Tuesday 1 December 2026, then Wednesday 2 December.
    expect(followStart({ repeat: weekly('TU') }, on('2026-12-01'), on('2026-12-02'))).toEqual({ repeat: weekly('WE') });
    const everyOtherTuesday: RepeatRule = { ...weekly('TU'), interval: 2 };
    expect(followStart({ repeat: everyOtherTuesday }, on('2026-12-01'), on('2026-12-02'))).toEqual({ repeat: everyOtherTuesday });
    expect(followStart({ repeat: null }, on('2026-12-01'), on('2026-12-02'))).toEqual({ repeat: null });
    // The last Thursday (the 31st, a fifth) becomes the first Thursday when the start moves to the 3rd.
    const lastThursday: RepeatRule = { frequency: 'monthly', interval: 1, on: { type: 'weekday', ordinal: -1, weekday: 'TH' }, ending: { type: 'never' } };
    expect(followStart({ repeat: lastThursday }, on('2026-12-31'), on('2026-12-03')).repeat).toMatchObject({ on: { type: 'weekday', ordinal: 1, weekday: 'TH' } });
  });

  it('shows Custom… for a rule no preset gives, and opens the editor with it', () => {
    const presets = presetsFor(on('2026-12-01'), true);
    const rule: RepeatRule = { ...weekly('TU'), ending: { type: 'after', count: 6 } };
    expect(chosenPreset({ repeat: weekly('TU') }, presets)).toBe('weekly');
    expect(chosenPreset({ repeat: rule }, presets)).toBe('custom');
    const opened = choosePreset('custom', { repeat: rule }, presets, '2026-12-01');
    expect(opened.repeatDraft).toMatchObject({ frequency: 'weekly', weekdays: ['TU'], ending: 'after', count: '6' });
    expect(ruleFromDraft(draftFromRule(rule, '2026-12-01'), '2026-12-01')).toEqual({ rule, problems: {} });
  });

  it('puts the server’s word about the rule or the scope at Repeat', () => {
    const error = new ApiError(400, {
      detail: 'repeat.interval: interval must be at most 99',
      code: 'validation_error',
      errors: [{ field: 'repeat.interval', message: 'interval must be at most 99' }],
    });
    expect(problemsFromApiError(error)).toEqual({ repeat: 'interval must be at most 99' });
  });
});
