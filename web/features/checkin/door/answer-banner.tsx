import { useEffect } from 'react';
import { alertCircle, checkmarkCircle, closeCircle, refreshCircle, time } from 'ionicons/icons';
import { MaskIcon } from '../../../components/mask-icon';
import type { DoorOutcome } from './door-outcome';
import { DOOR_TEXTS, alreadyCheckedInText, guestsText } from './door-texts';
import type { ShownAnswer } from './use-door-actions';

type Tone = 'ok' | 'warn' | 'bad' | 'info';

/** The banner's headline, its second line, its tone and its icon: never colour alone. */
function shapeOf(outcome: DoorOutcome): { tone: Tone; icon: string; headline: string; detail: string } {
  switch (outcome.kind) {
    case 'checked_in':
      return { tone: 'ok', icon: checkmarkCircle, headline: DOOR_TEXTS.checkedIn, detail: [outcome.name, guestsText(outcome.guests)].filter(Boolean).join(' ') };
    case 'walk_in':
      return { tone: 'ok', icon: checkmarkCircle, headline: DOOR_TEXTS.walkInAdded, detail: outcome.name };
    case 'already':
      return { tone: 'warn', icon: time, headline: alreadyCheckedInText(outcome.mark), detail: outcome.name };
    case 'not_going':
      return { tone: 'bad', icon: alertCircle, headline: DOOR_TEXTS.notGoingAnyMore, detail: outcome.name };
    case 'not_a_ticket':
      return { tone: 'bad', icon: closeCircle, headline: DOOR_TEXTS.notATicket, detail: '' };
    case 'undone':
      return { tone: 'info', icon: refreshCircle, headline: DOOR_TEXTS.undone, detail: outcome.name };
  }
}

/**
 * The answer to the last scan or tap, large enough to read at arm's length: colour, icon and
 * words, announced to screen readers as it changes (the same words again are a new node, so they
 * are announced again).
 */
export function AnswerBanner({ answer }: { answer: ShownAnswer | null }) {
  // Each answer, once on screen: the end of a scan's time (npm run bench:checkin reads it).
  useEffect(() => {
    if (answer) {
      performance.mark('door-scan-answered', { detail: answer.outcome.kind });
    }
  }, [answer]);
  const shape = answer ? shapeOf(answer.outcome) : null;
  return (
    <div className={`door-answer door-answer-${shape?.tone ?? 'idle'}`} role="status" aria-live="assertive" aria-atomic="true">
      {shape && answer ? (
        <p key={answer.seq} className="door-answer-body">
          <MaskIcon icon={shape.icon} className="door-answer-icon" />
          <span className="door-answer-headline">{shape.headline}</span>
          {shape.detail ? <span className="door-answer-detail">{shape.detail}</span> : null}
        </p>
      ) : (
        <p className="door-answer-body door-answer-hint">{DOOR_TEXTS.pointCamera}</p>
      )}
    </div>
  );
}
