import qrcode from 'qrcode-generator';
import type { QrFrame } from '../../../web/features/checkin/door/qr-detector';

/**
 * A QR code of `text` as a camera frame: black modules on white, `scale` pixels each, with the
 * quiet zone around it, in RGBA like ImageData.
 */
export function qrFrame(text: string, scale = 4): QrFrame {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const modules = qr.getModuleCount();
  const quiet = 4;
  const size = (modules + quiet * 2) * scale;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  for (let row = 0; row < modules; row += 1) {
    for (let col = 0; col < modules; col += 1) {
      if (!qr.isDark(row, col)) {
        continue;
      }
      for (let y = 0; y < scale; y += 1) {
        for (let x = 0; x < scale; x += 1) {
          const offset = (((row + quiet) * scale + y) * size + (col + quiet) * scale + x) * 4;
          data[offset] = 0;
          data[offset + 1] = 0;
          data[offset + 2] = 0;
        }
      }
    }
  }
  return { data, width: size, height: size };
}

/** A frame with nothing in it (the camera pointed at the floor). */
export function blankFrame(size = 64): QrFrame {
  return { data: new Uint8ClampedArray(size * size * 4).fill(255), width: size, height: size };
}
