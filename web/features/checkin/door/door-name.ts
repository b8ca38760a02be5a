import { useCallback, useState } from 'react';
import { DOOR_TEXTS } from './door-texts';

/** Where this device keeps the name it goes by at the door ("Door 1", "Side entrance"). */
const DOOR_NAME_KEY = 'gather-door-name';
/** As the server takes it (contracts/checkin/schemas.ts doorField). */
export const DOOR_NAME_MAX = 40;

function storedDoorName(): string {
  try {
    return localStorage.getItem(DOOR_NAME_KEY)?.trim() || DOOR_TEXTS.defaultDoorName;
  } catch {
    return DOOR_TEXTS.defaultDoorName;
  }
}

/** The device's door name, saved on the device, sent as `door` with each check-in. */
export function useDoorName(): [string, (name: string) => void] {
  const [name, setName] = useState(storedDoorName);
  const save = useCallback((next: string) => {
    const trimmed = next.trim().slice(0, DOOR_NAME_MAX) || DOOR_TEXTS.defaultDoorName;
    setName(trimmed);
    try {
      localStorage.setItem(DOOR_NAME_KEY, trimmed);
    } catch {
      // Private browsing without storage: the name lasts while the page is open.
    }
  }, []);
  return [name, save];
}
