import { useMemo } from 'react';
import { QUIET_ZONE_MODULES, qrModules, qrPath } from './qr-modules';

/**
 * A QR code as an SVG: black modules on white whatever the theme, with its quiet zone, scaled to the
 * width of its box (the whole width of a phone) with crisp edges, so a door's camera reads it at
 * arm's length. The code is named for screen readers; what it holds is not read out.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { path, side } = useMemo(() => {
    const modules = qrModules(text);
    return { path: qrPath(modules), side: modules.length + 2 * QUIET_ZONE_MODULES };
  }, [text]);
  return (
    <svg className="qr-code" viewBox={`0 0 ${side} ${side}`} role="img" aria-label={label} shapeRendering="crispEdges" data-modules={side - 2 * QUIET_ZONE_MODULES}>
      <rect width={side} height={side} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
