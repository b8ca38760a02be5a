import { IonTextarea } from '@ionic/react';

type DescriptionFieldProps = { value: string; onChange: (value: string) => void; name?: string };

/** The optional community description: a labelled, growing Ionic textarea. */
export function DescriptionField({ value, onChange, name = 'description' }: DescriptionFieldProps) {
  return (
    <IonTextarea
      className="text-field"
      label="Description (optional)"
      labelPlacement="stacked"
      fill="outline"
      name={name}
      value={value}
      autoGrow
      rows={3}
      maxlength={2000}
      onIonInput={(event) => onChange(String(event.detail.value ?? ''))}
    />
  );
}
