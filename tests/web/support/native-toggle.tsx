import type { ReactNode } from 'react';

/**
 * Stand-in for Ionic's IonToggle in component tests: <ion-toggle> upgrades in happy-dom but does not
 * receive its React props there (checked and disabled stay false, ionChange never fires), so tests
 * swap in a native switch with the props the app uses. Use with
 * `vi.mock('@ionic/react', async (actual) => ({ ...(await actual()), IonToggle: NativeToggle }))`.
 */
type ToggleProps = {
  checked?: boolean;
  disabled?: boolean;
  children?: ReactNode;
  onIonChange?: (event: { detail: { checked: boolean } }) => void;
  'aria-describedby'?: string;
};

export function NativeToggle({ checked = false, disabled = false, children, onIonChange, 'aria-describedby': describedBy }: ToggleProps) {
  return (
    <label>
      <input type="checkbox" role="switch" checked={checked} disabled={disabled} aria-describedby={describedBy} onChange={(event) => onIonChange?.({ detail: { checked: event.target.checked } })} />
      {children}
    </label>
  );
}
