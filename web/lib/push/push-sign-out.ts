import { onSignOut } from '../sign-out-hooks';
import { disablePush } from './push-subscription';

// A signed-out browser must not keep receiving the member's notifications.
onSignOut(async (oldToken) => {
  await disablePush(oldToken ?? undefined);
});
