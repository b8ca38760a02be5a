import { IonInput, IonInputPasswordToggle } from '@ionic/react';
import type { ComponentProps } from 'react';

type IonInputProps = ComponentProps<typeof IonInput>;

type TextFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  required?: boolean;
  autocomplete?: IonInputProps['autocomplete'];
  minlength?: number;
  helperText?: string;
  disabled?: boolean;
};

/** A labelled Ionic text input; password fields get a show/hide toggle. */
export function TextField({ label, name, value, onChange, type = 'text', ...rest }: TextFieldProps) {
  return (
    <IonInput
      className="text-field"
      label={label}
      labelPlacement="stacked"
      fill="outline"
      name={name}
      type={type}
      value={value}
      inputmode={type === 'email' ? 'email' : undefined}
      spellcheck={false}
      onIonInput={(event) => onChange(String(event.detail.value ?? ''))}
      {...rest}
    >
      {type === 'password' ? <IonInputPasswordToggle slot="end" /> : null}
    </IonInput>
  );
}
