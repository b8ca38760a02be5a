/// <reference lib="webworker" />
/**
 * Gather's service worker. One module per concern; later concerns (push, notification
 * click, background sync of the outbox) get their own module and one line here.
 */
import { setUpLifecycle } from './lifecycle';
import { setUpNavigationFallback } from './navigation';
import { setUpNotifications } from './notifications';
import { setUpOutboxSync } from './outbox-sync';
import { setUpPrecache } from './precache';

setUpLifecycle();
setUpPrecache();
setUpNavigationFallback();
setUpNotifications();
setUpOutboxSync();
