import { useId } from 'react';
import { formatPence } from '../money';
import type { AmountChoice } from './donation-amount';

type AmountPickerProps = {
  presets: readonly number[];
  choice: AmountChoice;
  onChange: (choice: AmountChoice) => void;
  disabled: boolean;
};

/** The preset amounts (£3 £5 £10 £20) as one choice, and a custom amount in pounds (spec section 5). */
export function AmountPicker({ presets, choice, onChange, disabled }: AmountPickerProps) {
  const id = useId();
  return (
    <>
      <fieldset className="donate-presets" disabled={disabled}>
        <legend>Choose an amount</legend>
        {presets.map((pence) => {
          const checked = choice.kind === 'preset' && choice.pence === pence;
          return (
            <label key={pence} className={`donate-preset${checked ? ' donate-preset-checked' : ''}`}>
              <input type="radio" name={`${id}-preset`} value={pence} checked={checked} onChange={() => onChange({ kind: 'preset', pence })} />
              <span>{formatPence(pence)}</span>
            </label>
          );
        })}
      </fieldset>
      <div className="donate-custom">
        <label htmlFor={`${id}-custom`}>Or another amount (£)</label>
        <div className="donate-custom-field">
          <span aria-hidden="true">£</span>
          <input
            id={`${id}-custom`}
            type="number"
            inputMode="decimal"
            min={1}
            max={1000}
            step={0.01}
            placeholder="e.g. 7.50"
            disabled={disabled}
            value={choice.kind === 'custom' ? choice.text : ''}
            onChange={(event) => onChange({ kind: 'custom', text: event.target.value })}
            // A minus sign or an exponent would never make a positive amount in pence.
            onKeyDown={(event) => {
              if (['-', '+', 'e', 'E'].includes(event.key)) {
                event.preventDefault();
              }
            }}
          />
        </div>
      </div>
    </>
  );
}
