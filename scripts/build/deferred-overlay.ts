/**
 * Ionic's overlay components whose code (the element, its animations, focus trap and styles: the
 * largest of Ionic's) waits until the overlay is first opened.
 */
export const DEFERRED_OVERLAYS: ReadonlySet<string> = new Set(['IonModal', 'IonPopover', 'IonToast', 'IonAlert', 'IonActionSheet', 'IonLoading', 'IonPicker']);

/**
 * The module that stands in for an Ionic overlay wrapper (`name`, really exported by `realId`):
 * closed and never opened, it renders nothing; its real code is fetched when the page has loaded
 * and the browser is idle, or at once when it opens first (then it shows as soon as it arrives).
 * An overlay opened by a trigger element, or asked to keep its contents mounted, loads at once.
 * Refs are passed through. Plain JavaScript: it is generated at build time.
 */
export function deferredOverlayModule(name: string, realId: string): string {
  return `import { createElement, forwardRef, lazy, Suspense, useEffect, useState } from 'react';
let loading;
const load = () => (loading ??= import(${JSON.stringify(realId)}).then((module) => ({ default: module.${name} })));
const Real = lazy(load);
function prefetchWhenIdle() {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => void load(), { timeout: 5000 }) : setTimeout(() => void load(), 2000));
  if (document.readyState === 'complete') {
    idle();
  } else {
    window.addEventListener('load', idle, { once: true });
  }
}
export const ${name} = /*@__PURE__*/ forwardRef(function ${name}(props, ref) {
  const [wanted, setWanted] = useState(() => props.isOpen === true || props.trigger != null || props.keepContentsMounted === true);
  if (props.isOpen === true && !wanted) {
    setWanted(true);
  }
  useEffect(prefetchWhenIdle, []);
  return wanted ? createElement(Suspense, { fallback: null }, createElement(Real, { ...props, ref })) : null;
});
`;
}
