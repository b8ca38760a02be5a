type Option<T extends string> = { value: T; label: string };

type SegmentedControlProps<T extends string> = {
  label: string;
  options: readonly Option<T>[];
  value: T;
  onChange: (value: T) => void;
  /** 'tabs' for tabs over a list (role tablist), 'toggle' for a view switch (pressed buttons). */
  kind?: 'tabs' | 'toggle';
};

/** A row of buttons where one is chosen: the list tabs and the List or Calendar toggle. */
export function SegmentedControl<T extends string>({ label, options, value, onChange, kind = 'tabs' }: SegmentedControlProps<T>) {
  const tabs = kind === 'tabs';
  return (
    <div className={`segmented segmented-${kind}`} role={tabs ? 'tablist' : 'group'} aria-label={label}>
      {options.map((option) => {
        const chosen = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            className={chosen ? 'segmented-option chosen' : 'segmented-option'}
            role={tabs ? 'tab' : undefined}
            aria-selected={tabs ? chosen : undefined}
            aria-pressed={tabs ? undefined : chosen}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
