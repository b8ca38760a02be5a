import { TextField } from '../../../components/text-field';
import { MIN_PASSWORD_LENGTH } from '../validation';

interface NewPasswordFieldsProps {
  labels: { password: string; confirm: string };
  names: { password: string; confirm: string };
  password: string;
  confirmPassword: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
}

/** A new password and its confirmation, as sign-up and password reset both ask for them. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={props.labels.password}
        name={props.names.password}
        type="password"
        autocomplete="new-password"
        required
        minlength={MIN_PASSWORD_LENGTH}
        helperText={`At least ${MIN_PASSWORD_LENGTH} characters`}
        value={props.password}
        onChange={props.onPasswordChange}
      />
      <TextField
        label={props.labels.confirm}
        name={props.names.confirm}
        type="password"
        autocomplete="new-password"
        required
        value={props.confirmPassword}
        onChange={props.onConfirmChange}
      />
    </>
  );
}
