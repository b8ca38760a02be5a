import { IonIcon } from '@ionic/react';
import { calendarOutline, repeatOutline } from 'ionicons/icons';
import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import type { RsvpScope, RsvpStatus } from '@contracts/events/schemas';
import { RSVP_STATUS_LABELS } from '../../../components/rsvp-labels';
import './recurring.css';

/** The question, for an answer (a status) or for Cancel RSVP (null). */
export function scopeQuestion(status: RsvpStatus | null): string {
  return status ? `Answer ${RSVP_STATUS_LABELS[status]} for which dates?` : 'Cancel your RSVP for which dates?';
}

export type RsvpScopeChoiceProps = {
  /** True while the member is being asked (the panel is answering with the question open). */
  isOpen: boolean;
  /** The answer being given, or null for Cancel RSVP. */
  status: RsvpStatus | null;
  /** "Every Tuesday": the series' pattern. */
  pattern: string;
  /** "Thu 3 Dec": this date, as the viewer reads it. */
  date: string;
  onChoose: (scope: RsvpScope) => void;
  onClose: () => void;
};

/**
 * Its code is loaded by the RSVP panel only on a date of a recurring event (lazyOverlay), so a
 * single event's first screen does not carry it.
 *
 * On a date of a recurring event, after Going, Maybe, Not Going or Cancel RSVP: for every date
 * from this one on ("Every Tuesday") or just this one. Nothing is sent until one is chosen; the
 * first option takes the focus, Escape and Not now close it.
 */
export function RsvpScopeChoice({ isOpen, ...question }: RsvpScopeChoiceProps) {
  return isOpen ? <ScopeQuestion {...question} /> : null;
}

function ScopeQuestion({ status, pattern, date, onChoose, onClose }: Omit<RsvpScopeChoiceProps, 'isOpen'>) {
  const titleId = useId();
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    first.current?.focus();
  }, [status]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };
  return (
    <div className="rsvp-scope" role="group" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <p id={titleId} className="rsvp-scope-title">
        {scopeQuestion(status)}
      </p>
      <button ref={first} type="button" className="rsvp-scope-option" onClick={() => onChoose('series')}>
        <IonIcon icon={repeatOutline} aria-hidden="true" />
        <span>
          <span className="rsvp-scope-name">{pattern}</span>
          <span className="rsvp-scope-hint">This date and every later one</span>
        </span>
      </button>
      <button type="button" className="rsvp-scope-option" onClick={() => onChoose('this')}>
        <IonIcon icon={calendarOutline} aria-hidden="true" />
        <span>
          <span className="rsvp-scope-name">Just this date</span>
          <span className="rsvp-scope-hint">{date}</span>
        </span>
      </button>
      <button type="button" className="rsvp-scope-close" onClick={onClose}>
        Not now
      </button>
    </div>
  );
}
