import { defineCustomElement as defineRippleEffect } from '@ionic/core/components/ion-ripple-effect.js';
import { setupIonicReact } from '@ionic/react';
import { defineCustomElement as defineIcon } from 'ionicons/components/ion-icon.js';

/**
 * Imported for its effect by every module that may render Ionic components first: the app's
 * layout (web/app/layout/app-layout.tsx), the update toast, and the confirm dialog (door mode, a
 * full-screen screen, loads no other Ionic code). Ionic is set up once, before any of them renders.
 */
setupIonicReact();

// @ionic/react's routing wrappers (IonButton, IonItem, IonCard, IonFabButton, IonItemOption,
// IonRouterLink) define only their own element, not through Ionic's defineCustomElement, which
// would also define the elements they render inside themselves: ion-ripple-effect and ion-icon.
// Unbundled, every wrapper @ionic/react has defines its element as the module loads, so nothing
// was missing; the build keeps only the wrappers the app imports (vite.config.ts), and the ripple
// inside every IonButton stayed an unknown, inert element: no tap feedback, and the first tap threw
// "addRipple is not a function". The e2e fixtures fail any test that meets an undefined Ionic element.
defineRippleEffect();
defineIcon();
