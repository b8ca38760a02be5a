import './stable-label.css';

type StableLabelProps = {
  /** The words shown now: one of `variants`. */
  shown: string;
  /** The two labels the control switches between ('Copy Invite Link', 'Copied!'). */
  variants: readonly [string, string];
};

/**
 * A label that changes in place without moving anything (issue 28: Copy Invite Link shrank to
 * 'Copied!' and the button jumped under the thumb). Both labels are also drawn, hidden, in the
 * same grid cell by the label's ::before and ::after, so the wider sets the size. Being generated
 * content with empty alternative text, they are not in the page's text or the button's name.
 */
export function StableLabel({ shown, variants }: StableLabelProps) {
  return (
    <span className="stable-label" data-first={variants[0]} data-second={variants[1]}>
      <span>{shown}</span>
    </span>
  );
}
