import { IonButton, IonSpinner } from '@ionic/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { ParseEventResponse } from '@contracts/parse/schemas';
import { viewerTimeZone } from '../../../lib/viewer-time';
import { useParseEvent } from '../api/parse-event';
import { SegmentedControl } from '../components/segmented-control';
import { prefillFromParse } from '../lib/event-form-prefill';
import type { EventFormPrefill } from '../lib/event-form-prefill';
import { PARSE_MESSAGES, SWITCH_TO_TEXT_AFTER_MS, blocksScraping, entryProblem, errorText, hasTitle, refusalText } from './assistant-texts';
import type { AssistantTab } from './assistant-texts';
import { ContentField, UrlField } from './assistant-fields';

const TABS = [
  { value: 'url', label: 'URL' },
  { value: 'text', label: 'Text' },
] as const;

type AssistantFormProps = { communityId: number; onFound: (prefill: EventFormPrefill) => void };

/** The URL and Text tabs, the read with its spinner, and every message of spec sections 5 and 8. */
export function AssistantForm({ communityId, onFound }: AssistantFormProps) {
  const [tab, setTab] = useState<AssistantTab>('url');
  const [url, setUrl] = useState('');
  const [content, setContent] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  // Counts the sites that refused to be read: each one schedules the switch to the Text tab.
  const [refusals, setRefusals] = useState(0);
  const parse = useParseEvent();
  const fieldRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const focusField = useRef(false);
  const fieldId = useId();

  useEffect(() => {
    if (refusals === 0) {
      return undefined;
    }
    const timer = window.setTimeout(() => {
      focusField.current = true;
      setTab('text');
    }, SWITCH_TO_TEXT_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [refusals]);

  useEffect(() => {
    if (focusField.current) {
      focusField.current = false;
      fieldRef.current?.focus();
    }
  });

  const chooseTab = (next: AssistantTab) => {
    setTab(next);
    setMessage(null);
  };

  const answered = (from: AssistantTab, answer: ParseEventResponse) => {
    if (!answer.success) {
      setMessage(refusalText(from, answer));
      if (from === 'url' && blocksScraping(answer)) {
        setRefusals((count) => count + 1);
      }
    } else if (!hasTitle(answer)) {
      setMessage(PARSE_MESSAGES.noTitle);
    } else {
      onFound(prefillFromParse(answer, viewerTimeZone()));
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = entryProblem(tab, url, content);
    setMessage(problem);
    if (problem) {
      fieldRef.current?.focus();
      return;
    }
    const from = tab;
    const entry = from === 'url' ? { url: url.trim() } : { content };
    parse.mutate(
      { community_id: communityId, time_zone: viewerTimeZone(), ...entry },
      {
        onSuccess: (answer) => answered(from, answer),
        onError: (error) => setMessage(errorText(from, error)),
      },
    );
  };

  const reading = parse.isPending;
  return (
    <>
      <SegmentedControl label="Read the event from" options={TABS} value={tab} onChange={chooseTab} />
      <form className="assistant-form" role="tabpanel" aria-label={tab === 'url' ? 'URL' : 'Text'} aria-busy={reading} noValidate onSubmit={onSubmit}>
        {tab === 'url' ? (
          <UrlField id={fieldId} ref={fieldRef} value={url} onChange={setUrl} invalid={message === PARSE_MESSAGES.urlRequired} />
        ) : (
          <ContentField id={fieldId} ref={fieldRef} value={content} onChange={setContent} invalid={message === PARSE_MESSAGES.contentRequired || message === PARSE_MESSAGES.contentTooLong} />
        )}
        {message ? (
          <p className="form-error" role="alert">
            {message}
          </p>
        ) : null}
        <IonButton type="submit" expand="block" disabled={reading}>
          {reading ? <IonSpinner slot="start" name="crescent" aria-hidden="true" /> : null}
          {reading ? 'Reading the event…' : 'Parse Event'}
        </IonButton>
        {reading ? (
          <p className="visually-hidden" role="status">
            Reading the event…
          </p>
        ) : null}
      </form>
    </>
  );
}
