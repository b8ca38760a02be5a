import { DateTimeZonePicker } from '../../../components/date-time-zone-picker/date-time-zone-picker';
import { DESCRIPTION_MAX, LINK_MAX, LOCATION_MAX, PRICE_RANGE_MAX, TITLE_MAX } from '../lib/event-form-values';
import type { EventFormProblems, EventFormValues } from '../lib/event-form-values';
import { FormSwitch, FormTextField } from './form-controls';

type EventFormFieldsProps = {
  values: EventFormValues;
  onChange: (values: EventFormValues) => void;
  problems: EventFormProblems;
  extraZones: readonly string[];
  /** Say so when the start is in the past (it may still be saved). */
  warnIfPast?: boolean;
};

/** Every field of the event form, in the order a person fills them in. */
export function EventFormFields({ values, onChange, problems, extraZones, warnIfPast = false }: EventFormFieldsProps) {
  const set = <K extends keyof EventFormValues>(key: K) => (value: EventFormValues[K]) => onChange({ ...values, [key]: value });
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
        onChange={set('when')}
        extraZones={extraZones}
        problems={{ start: problems.start, end: problems.end }}
        warnIfPast={warnIfPast}
      />
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
