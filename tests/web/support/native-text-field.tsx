/**
 * Stand-in for web/components/text-field in component tests. Ionic's <ion-input> upgrades in
 * happy-dom but does not receive its React props there (label, type and name stay at their
 * defaults), so tests swap in a native labelled input with the same props and behaviour.
 */
type TextFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  required?: boolean;
};

export function TextField({ label, name, value, onChange, type = 'text', required }: TextFieldProps) {
  return (
    <label>
      {label}
      <input name={name} type={type} required={required} value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}
