import { repeatPresets } from '@contracts/events/recurrence-presets';
import type { RepeatPreset, RepeatPresetId } from '@contracts/events/recurrence-presets';
import type { RepeatRule } from '@contracts/events/recurrence';
import { toInstants } from '../../../../components/date-time-zone-picker/picker-rules';
import type { DateTimeZoneValue } from '../../../../components/date-time-zone-picker/picker-rules';
import { draftFromRule, ruleFromDraft, sameRule } from './repeat-draft';
import type { DraftResult, RepeatDraft } from './repeat-draft';

/**
 * What the form's Repeat control holds: the rule (a preset's, a prefill's, a series'), and while
 * Custom… is open the editor's fields, which are then what the form sends.
 */
export type RepeatValue = { repeat: RepeatRule | null; repeatDraft?: RepeatDraft };

/** The start the presets are worked out from: the form's, or now while it has none. */
export function presetStart(when: DateTimeZoneValue): Date {
  return toInstants(when).start ?? new Date();
}

/** The choices for this start; a series being edited keeps repeating (it is stopped by deleting its dates). */
export function presetsFor(when: DateTimeZoneValue, allowNone: boolean): RepeatPreset[] {
  const presets = repeatPresets(presetStart(when), when.timeZone);
  return allowNone ? presets : presets.filter((preset) => preset.id !== 'none');
}

/** The choice the select shows: Custom… while the editor is open or when the rule is no preset's. */
export function chosenPreset(value: RepeatValue, presets: readonly RepeatPreset[]): RepeatPresetId {
  if (value.repeatDraft) {
    return 'custom';
  }
  if (value.repeat === null) {
    return 'none';
  }
  return presets.find((preset) => preset.rule && sameRule(preset.rule, value.repeat))?.id ?? 'custom';
}

/** The value after choosing a preset; Custom… opens the editor with the rule so far (or weekly on the start's day). */
export function choosePreset(id: RepeatPresetId, value: RepeatValue, presets: readonly RepeatPreset[], startDate: string): RepeatValue {
  if (id === 'custom') {
    return { repeat: value.repeat, repeatDraft: value.repeatDraft ?? draftFromRule(value.repeat, startDate) };
  }
  return { repeat: presets.find((preset) => preset.id === id)?.rule ?? null };
}

/** The editor's fields shown: the open draft, or the rule's own when it is no preset's. */
export function shownDraft(value: RepeatValue, startDate: string): RepeatDraft {
  return value.repeatDraft ?? draftFromRule(value.repeat, startDate);
}

/** The rule the form sends, and what is wrong with the editor's fields (nothing when no editor is open). */
export function repeatOfForm(value: RepeatValue, startDate: string): DraftResult {
  return value.repeatDraft ? ruleFromDraft(value.repeatDraft, startDate) : { rule: value.repeat, problems: {} };
}

/**
 * A preset follows the start: "Weekly on Tuesday" becomes "Weekly on Wednesday" when the start
 * moves to a Wednesday (a monthly one becomes the other monthly one when its own no longer applies).
 * A custom rule stays as it is.
 */
export function followStart(value: RepeatValue, before: DateTimeZoneValue, after: DateTimeZoneValue): RepeatValue {
  if (value.repeatDraft || value.repeat === null) {
    return value;
  }
  const id = chosenPreset(value, presetsFor(before, true));
  if (id === 'custom' || id === 'none') {
    return value;
  }
  const next = presetsFor(after, true);
  const same = next.find((preset) => preset.id === id) ?? next.find((preset) => preset.id.startsWith('monthly') && id.startsWith('monthly'));
  return same?.rule ? { repeat: same.rule } : value;
}
