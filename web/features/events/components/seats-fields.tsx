import { MAX_GUESTS } from '@contracts/events/seat-limits';
import type { SeatFormProblems, SeatFormValues } from '../lib/seat-form-values';
import { FormTextField } from './form-controls';

type SeatsFieldsProps = {
  values: SeatFormValues;
  onChange: (values: SeatFormValues) => void;
  problems: SeatFormProblems;
};

export const CAPACITY_HELP = 'How many people can come in all, the organiser and guests included. Leave empty for no limit. When it is full, people who answer Going join a waitlist.';
export const GUESTS_ALLOWED_HELP = `From 0 to ${MAX_GUESTS}. Each guest takes a seat.`;

/** Capacity (empty: no limit) and the guests each member may bring. */
export function SeatsFields({ values, onChange, problems }: SeatsFieldsProps) {
  return (
    <>
      <FormTextField
        label="Capacity"
        name="capacity"
        numeric
        placeholder="No limit"
        helperText={CAPACITY_HELP}
        value={values.capacity}
        onChange={(capacity) => onChange({ ...values, capacity })}
        error={problems.capacity}
      />
      <FormTextField
        label="Guests each member may bring"
        name="guests_allowed"
        numeric
        helperText={GUESTS_ALLOWED_HELP}
        value={values.guestsAllowed}
        onChange={(guestsAllowed) => onChange({ ...values, guestsAllowed })}
        error={problems.guestsAllowed}
      />
    </>
  );
}
