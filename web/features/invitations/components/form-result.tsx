import { FormMessages } from '../../../components/form-messages';

export type FormResult = { kind: 'success' | 'error'; text: string };

/** A form's outcome: success as a polite status, failure as an alert. */
export function FormResultMessage({ result }: { result: FormResult | null }) {
  return <FormMessages success={result?.kind === 'success' ? result.text : null} error={result?.kind === 'error' ? result.text : null} />;
}
