import type { CSSProperties } from 'react';

/**
 * Draws an icon from `ionicons/icons` (an SVG data URL) in the current text colour without
 * loading the Ionic icon component: for pages that must stay small, like the landing page.
 * Filled icons only: an outline icon's strokes come from ion-icon's stylesheet, which a mask does
 * not have, so it would show as a solid disc.
 */
export function MaskIcon({ icon, className }: { icon: string; className?: string }) {
  const style = { '--mask-icon': `url("${icon}")` } as CSSProperties;
  return <span className={className ? `mask-icon ${className}` : 'mask-icon'} style={style} aria-hidden="true" />;
}
