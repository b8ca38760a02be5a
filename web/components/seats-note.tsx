import { seatsLeft, seatsLeftText } from '@contracts/events/seat-text';
import type { SeatFacts } from '@contracts/events/seat-text';
import './seats-note.css';

/**
 * "Full", "1 seat left", "3 seats left" beside an event in a list; nothing for an event without a
 * limit (it looks as it always did). Full is a word on a pill, not a colour alone.
 */
export function SeatsNote({ event }: { event: SeatFacts }) {
  const text = seatsLeftText(event);
  if (text === null) {
    return null;
  }
  return <span className={seatsLeft(event) === 0 ? 'seats-note is-full' : 'seats-note'}>{text}</span>;
}
