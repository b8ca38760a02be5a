/**
 * Stand-in for web/features/events/components/form-controls in component tests: Ionic's inputs
 * and toggle do not receive their React props in happy-dom, so tests use native ones with the
 * same props and behaviour.
 */
type FormTextFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'url';
  numeric?: boolean;
  multiline?: boolean;
  required?: boolean;
  helperText?: string;
  error?: string;
};

export function FormTextField({ label, name, value, onChange, type = 'text', numeric, multiline, required, helperText, error }: FormTextFieldProps) {
  return (
    <div className={error ? 'ion-invalid' : undefined}>
      <label>
        {label}
        {multiline ? (
          <textarea name={name} value={value} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input
            name={name}
            type={type}
            inputMode={numeric ? 'numeric' : undefined}
            required={required}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </label>
      {helperText ? <p className="field-help">{helperText}</p> : null}
      {error ? <p className="field-error">{error}</p> : null}
    </div>
  );
}

type FormSwitchProps = { label: string; checked: boolean; onChange: (checked: boolean) => void };

export function FormSwitch({ label, checked, onChange }: FormSwitchProps) {
  return (
    <label>
      <input type="checkbox" role="switch" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}
