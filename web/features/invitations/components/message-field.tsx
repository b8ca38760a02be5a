import { IonTextarea } from '@ionic/react';

/** The API's limit on an invitation message (contracts/invitations/schemas.ts). */
export const INVITATION_MESSAGE_MAX_LENGTH = 1000;

type MessageFieldProps = { label: string; value: string; onChange: (value: string) => void };

/** The optional personal message of an invitation. */
export function MessageField({ label, value, onChange }: MessageFieldProps) {
  return (
    <IonTextarea
      className="text-field"
      label={label}
      labelPlacement="stacked"
      fill="outline"
      name="message"
      rows={3}
      autoGrow
      maxlength={INVITATION_MESSAGE_MAX_LENGTH}
      value={value}
      onIonInput={(event) => onChange(String(event.detail.value ?? ''))}
    />
  );
}
