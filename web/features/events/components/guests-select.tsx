import { useId } from 'react';
import { withGuestsText } from '@contracts/events/seat-text';

type GuestsSelectProps = {
  /** Guests the member brings now (or asked for, waiting to sync). */
  guests: number;
  /** The most the organiser allows; a member who brings more (the limit was lowered) keeps their count as a choice. */
  allowed: number;
  onChange: (guests: number) => void;
};

/** Who's coming: "Just you", "You + 1 guest" … up to the guests the organiser allows. */
export function GuestsSelect({ guests, allowed, onChange }: GuestsSelectProps) {
  const id = useId();
  const most = Math.max(allowed, guests);
  return (
    <div className="rsvp-guests">
      <label htmlFor={id}>Who's coming</label>
      <select id={id} value={guests} onChange={(event) => onChange(Number(event.target.value))}>
        {Array.from({ length: most + 1 }, (_, count) => (
          <option key={count} value={count}>
            {withGuestsText(count)}
          </option>
        ))}
      </select>
    </div>
  );
}
