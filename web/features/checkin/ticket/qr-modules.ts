import qrcode from 'qrcode-generator';

/** Light modules around the code, as the QR standard asks: a camera finds the code's edge by them. */
export const QUIET_ZONE_MODULES = 4;

/** A QR code as rows of modules, true where dark. */
export type QrModules = readonly (readonly boolean[])[];

/**
 * The modules of the QR code holding `text`, made by qrcode-generator: the smallest version that
 * holds it at error correction level M (15 % of the code may be smudged, cracked or glared and it
 * still reads), which keeps the modules large for a camera at arm's length.
 */
export function qrModules(text: string): QrModules {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const size = code.getModuleCount();
  return Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_unused, col) => code.isDark(row, col)));
}

/** One SVG path of every dark module, each a 1 by 1 square, placed after the quiet zone. */
export function qrPath(modules: QrModules): string {
  const parts: string[] = [];
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) {
        parts.push(`M${x + QUIET_ZONE_MODULES} ${y + QUIET_ZONE_MODULES}h1v1h-1z`);
      }
    }),
  );
  return parts.join('');
}
