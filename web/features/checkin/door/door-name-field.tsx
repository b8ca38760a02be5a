import { useId, useState } from 'react';
import { DOOR_NAME_MAX } from './door-name';
import { DOOR_TEXTS } from './door-texts';

/** The name this device goes by at the door, saved when the field is left or Enter is pressed. */
export function DoorNameField({ name, onSave }: { name: string; onSave: (name: string) => void }) {
  const id = useId();
  const [draft, setDraft] = useState(name);
  const save = () => {
    onSave(draft);
    setDraft(draft.trim() || DOOR_TEXTS.defaultDoorName);
  };
  return (
    <div className="door-name">
      <label htmlFor={id}>{DOOR_TEXTS.doorName}</label>
      <input
        id={id}
        className="door-input door-name-input"
        maxLength={DOOR_NAME_MAX}
        autoComplete="off"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={save}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            save();
          }
        }}
      />
    </div>
  );
}
