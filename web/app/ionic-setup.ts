import { setupIonicReact } from '@ionic/react';

/**
 * Imported for its effect by every module that renders Ionic components first (the full app,
 * the update toast), so Ionic is set up once, before any of them renders.
 */
setupIonicReact();
