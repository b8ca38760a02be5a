import { DateTimeZonePicker } from '../../../components/date-time-zone-picker/date-time-zone-picker';
import { DESCRIPTION_MAX, LINK_MAX, LOCATION_MAX, PRICE_RANGE_MAX, TITLE_MAX } from '../lib/event-form-values';
import type { EventFormProblems, EventFormValues } from '../lib/event-form-values';
import { FormSwitch, FormTextField } from './form-controls';
import { RepeatControl } from './repeat/repeat-control';
import { SeatsFields } from './seats-fields';
import { followStart } from './repeat/repeat-choice';
import type { RepeatValue } from './repeat/repeat-choice';

/** The Repeat control: for a new event; for a date of a series (which keeps repeating); or none (a single event being edited). */
export type RepeatMode = 'new' | 'series' | 'none';

type EventFormFieldsProps = {
  values: EventFormValues;
  onChange: (values: EventFormValues) => void;
  problems: EventFormProblems;
  extraZones: readonly string[];
  /** Say so when the start is in the past (it may still be saved). */
  warnIfPast?: boolean;
  repeatMode?: RepeatMode;
};

/** Every field of the event form, in the order a person fills them in. */
export function EventFormFields({ values, onChange, problems, extraZones, warnIfPast = false, repeatMode = 'new' }: EventFormFieldsProps) {
  const set = <K extends keyof EventFormValues>(key: K) => (value: EventFormValues[K]) => onChange({ ...values, [key]: value });
  // A new event's preset follows its start ("Weekly on Tuesday" becomes Wednesday's when the start
  // moves); moving one date of a series leaves the series' rule as it is.
  const setWhen = (when: EventFormValues['when']) =>
    onChange(repeatMode === 'new' ? { ...values, ...followStart(values, values.when, when), when } : { ...values, when });
  const setRepeat = ({ repeat, repeatDraft }: RepeatValue) => onChange({ ...values, repeat, repeatDraft });
  return (
    <>
      <FormTextField label="Title" name="title" required maxlength={TITLE_MAX} value={values.title} onChange={set('title')} error={problems.title} />
      <FormTextField
        label="Description"
        name="description"
        multiline
        maxlength={DESCRIPTION_MAX}
        value={values.description}
        onChange={set('description')}
        error={problems.description}
      />
      <DateTimeZonePicker
        value={values.when}
        onChange={setWhen}
        extraZones={extraZones}
        problems={{ start: problems.start, end: problems.end }}
        warnIfPast={warnIfPast}
      />
      {repeatMode === 'none' ? null : (
        <RepeatControl value={values} onChange={setRepeat} when={values.when} allowNone={repeatMode === 'new'} problem={problems.repeat} />
      )}
      <FormTextField label="Location" name="location" maxlength={LOCATION_MAX} value={values.location} onChange={set('location')} error={problems.location} />
      <FormTextField
        label="Price range"
        name="price_range"
        placeholder="e.g. Free, or $10-20"
        maxlength={PRICE_RANGE_MAX}
        value={values.priceRange}
        onChange={set('priceRange')}
        error={problems.priceRange}
      />
      <SeatsFields values={values} onChange={(seats) => onChange({ ...values, ...seats })} problems={problems} />
      <FormTextField
        label="Event link"
        name="event_link"
        type="url"
        placeholder="https://"
        maxlength={LINK_MAX}
        value={values.eventLink}
        onChange={set('eventLink')}
        error={problems.eventLink}
      />
      <FormTextField
        label="Ticket link"
        name="ticket_link"
        type="url"
        placeholder="https://"
        maxlength={LINK_MAX}
        value={values.ticketLink}
        onChange={set('ticketLink')}
        error={problems.ticketLink}
      />
      <FormTextField
        label="WhatsApp link"
        name="whatsapp_link"
        type="url"
        placeholder="https://chat.whatsapp.com/…"
        maxlength={LINK_MAX}
        value={values.whatsappLink}
        onChange={set('whatsappLink')}
        error={problems.whatsappLink}
      />
      <FormSwitch
        label="Private event"
        checked={values.isPrivate}
        onChange={set('isPrivate')}
        helperText="Only you, the community's owner and admins, and people who reply or are invited can see it."
      />
    </>
  );
}
