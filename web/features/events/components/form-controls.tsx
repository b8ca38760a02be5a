import { IonInput, IonTextarea, IonToggle } from '@ionic/react';

type FormTextFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'url';
  /** A whole number: the phone shows its number pad. */
  numeric?: boolean;
  multiline?: boolean;
  required?: boolean;
  maxlength?: number;
  placeholder?: string;
  helperText?: string;
  error?: string;
};

/** A labelled Ionic input or text area with its error under it (the form's text fields). */
export function FormTextField({ label, name, value, onChange, type = 'text', numeric = false, multiline, error, ...rest }: FormTextFieldProps) {
  const common = {
    className: error ? 'text-field ion-invalid ion-touched' : 'text-field',
    label,
    labelPlacement: 'stacked' as const,
    fill: 'outline' as const,
    name,
    value,
    errorText: error,
    counter: Boolean(multiline && rest.maxlength),
    ...rest,
  };
  if (multiline) {
    return <IonTextarea {...common} autoGrow rows={4} onIonInput={(event) => onChange(String(event.detail.value ?? ''))} />;
  }
  return (
    <IonInput
      {...common}
      type={type}
      inputmode={type === 'url' ? 'url' : numeric ? 'numeric' : undefined}
      spellcheck={type !== 'url'}
      onIonInput={(event) => onChange(String(event.detail.value ?? ''))}
    />
  );
}

type FormSwitchProps = { label: string; checked: boolean; onChange: (checked: boolean) => void; helperText?: string };

/** An on/off choice with its label (the private switch). */
export function FormSwitch({ label, checked, onChange, helperText }: FormSwitchProps) {
  return (
    <div className="form-switch">
      <IonToggle checked={checked} onIonChange={(event) => onChange(event.detail.checked)} justify="space-between">
        {label}
      </IonToggle>
      {helperText ? <p className="form-note">{helperText}</p> : null}
    </div>
  );
}
