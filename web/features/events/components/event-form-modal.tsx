import { IonButton, IonContent } from '@ionic/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { ChangeScope, EventDetail } from '@contracts/events/schemas';
import { errorMessage } from '../../../lib/api-client';
import { useCreateEvent } from '../api/create-event';
import { useUpdateEvent } from '../api/update-event';
import {
  emptyEventForm,
  eventFormFromEvent,
  formRepeatRule,
  problemsFromApiError,
  toCreateRequest,
  toUpdateRequest,
  validateEventForm,
} from '../lib/event-form-values';
import type { EventFormProblems, EventFormValues } from '../lib/event-form-values';
import type { EventFormPrefill } from '../lib/event-form-prefill';
import { viewerTimeZone } from '../../../lib/viewer-time';
import { EventFormFields } from './event-form-fields';
import type { RepeatMode } from './event-form-fields';
import { sameRule } from './repeat/repeat-draft';
import { useScopeQuestion } from './repeat/use-scope-question';
import { PrefillNote } from './prefill-note';
import { DialogFrame } from '../../../components/dialog-frame';

/** What the form is for: a new event in a community (perhaps filled by the assistant), or changing one. */
export type EventFormTarget = { kind: 'create'; communityId: number; prefill?: EventFormPrefill } | { kind: 'edit'; event: EventDetail };

export const CREATE_FAILED = 'Failed to create event. Please try again.';
export const UPDATE_FAILED = 'Failed to update event. Please try again.';

type EventFormModalProps = {
  isOpen: boolean;
  target: EventFormTarget;
  /** Changes each time the modal opens, so the form starts afresh. */
  session: number;
  onClose: () => void;
  onSaved?: (event: EventDetail, kind: EventFormTarget['kind']) => void;
};

function initialValues(target: EventFormTarget): EventFormValues {
  if (target.kind === 'edit') {
    return eventFormFromEvent(target.event);
  }
  return target.prefill?.values ?? emptyEventForm(viewerTimeZone());
}

/** A new event may repeat; a date of a recurring event shows its series' rule; a single event being edited has no Repeat. */
function repeatModeOf(target: EventFormTarget): RepeatMode {
  if (target.kind === 'create') {
    return 'new';
  }
  return target.event.series ? 'series' : 'none';
}

type EventFormProps = Omit<EventFormModalProps, 'isOpen' | 'session'> & {
  titleId: string;
  /** Which dates of a recurring event a change is for: asked on Save (null: the member cancelled). */
  askScope: (ruleChanged: boolean) => Promise<ChangeScope | null>;
};

/** The form itself: mounted fresh each time the modal opens, so it starts from the target. */
function EventForm({ target, onClose, onSaved, titleId, askScope }: EventFormProps) {
  const [values, setValues] = useState(() => initialValues(target));
  // A new event, or one whose start is being moved: a start in the past is worth a word before saving.
  const [openedWith] = useState(() => JSON.stringify(values.when));
  const warnIfPast = target.kind === 'create' || JSON.stringify(values.when) !== openedWith;
  // Counts the tries to send, so each failed try moves focus to the first field to fix.
  const [attempts, setAttempts] = useState(0);
  const tried = attempts > 0;
  const formRef = useRef<HTMLFormElement>(null);
  const [serverProblems, setServerProblems] = useState<EventFormProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const createEvent = useCreateEvent();
  const updateEvent = useUpdateEvent();
  const saving = createEvent.isPending || updateEvent.isPending;
  const series = target.kind === 'edit' ? target.event.series : null;
  const ruleChanged = series !== null && !sameRule(formRepeatRule(values), series.rule);
  const problems = tried ? { ...serverProblems, ...validateEventForm(values) } : serverProblems;
  const extraZones = [viewerTimeZone()];

  useEffect(() => {
    if (attempts > 0) {
      formRef.current?.querySelector<HTMLElement>('.ion-invalid input, .ion-invalid textarea, [aria-invalid="true"]')?.focus();
    }
  }, [attempts]);

  const change = (next: EventFormValues) => {
    setValues(next);
    setServerProblems({});
  };

  const save = async (scope?: ChangeScope): Promise<EventDetail> => {
    if (target.kind === 'create') {
      return createEvent.mutateAsync(toCreateRequest(values, target.communityId));
    }
    // A new rule goes only with the dates it is for: this and following, or all.
    const repeat = ruleChanged && scope !== 'this' ? (formRepeatRule(values) ?? undefined) : undefined;
    return updateEvent.mutateAsync({ eventId: target.event.id, body: toUpdateRequest(values, repeat), scope });
  };

  const send = async (scope?: ChangeScope) => {
    try {
      const saved = await save(scope);
      onSaved?.(saved, target.kind);
      onClose();
    } catch (error) {
      setServerProblems(problemsFromApiError(error));
      setAttempts((count) => count + 1);
      if (target.kind === 'create') {
        setFailure(errorMessage(error, CREATE_FAILED));
      } else {
        // Spec section 8 lists the update failure among the alerts.
        window.alert(UPDATE_FAILED);
      }
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (Object.keys(validateEventForm(values)).length > 0) {
      setAttempts((count) => count + 1);
      return;
    }
    if (!series) {
      void send();
      return;
    }
    // A date of a recurring event: first, which dates the change is for.
    void askScope(ruleChanged).then((scope) => (scope ? send(scope) : undefined));
  };

  const submitLabel = target.kind === 'create' ? 'Create Event' : 'Save Changes';
  return (
    <form ref={formRef} className="event-form" aria-labelledby={titleId} noValidate onSubmit={onSubmit}>
      {target.kind === 'create' && target.prefill ? <PrefillNote prefill={target.prefill} /> : null}
      <EventFormFields
        values={values}
        onChange={change}
        problems={problems}
        extraZones={extraZones}
        warnIfPast={warnIfPast}
        repeatMode={repeatModeOf(target)}
      />
      {failure ? (
        <p className="form-error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="event-form-actions">
        <IonButton fill="outline" onClick={onClose} disabled={saving}>
          Cancel
        </IonButton>
        <IonButton type="submit" disabled={saving}>
          {saving ? 'Saving…' : submitLabel}
        </IonButton>
      </div>
    </form>
  );
}

/** The create and edit event form in a modal (create from the community page, edit from the event). */
export function EventFormModal({ isOpen, target, session, onClose, onSaved }: EventFormModalProps) {
  const titleId = useId();
  const scope = useScopeQuestion();
  return (
    <>
      <DialogFrame isOpen={isOpen} onClose={onClose} className="event-form-modal" title={target.kind === 'create' ? 'Create Event' : 'Edit Event'} titleId={titleId}>
        <IonContent className="ion-padding">
          <EventForm key={session} target={target} onClose={onClose} onSaved={onSaved} titleId={titleId} askScope={scope.ask} />
        </IonContent>
      </DialogFrame>
      {/* Beside the form's modal, not in it (see useScopeQuestion). */}
      {scope.dialog}
    </>
  );
}
