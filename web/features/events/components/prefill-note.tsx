import { IonIcon } from '@ionic/react';
import { sparklesOutline } from 'ionicons/icons';
import { RepeatReview } from '../assistant/assistant-fields';
import type { EventFormPrefill } from '../lib/event-form-prefill';

/** Above a form the assistant filled: its message and where each field was read, to check before creating. */
export function PrefillNote({ prefill }: { prefill: EventFormPrefill }) {
  return (
    <div className="prefill-note" role="note" aria-label="Filled in by the assistant">
      <IonIcon icon={sparklesOutline} aria-hidden="true" />
      <div>
        <p className="prefill-note-message">{prefill.message}</p>
        <RepeatReview words={prefill.repeat} />
        {prefill.sources.length > 0 ? (
          <ul className="prefill-note-sources">
            {prefill.sources.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
