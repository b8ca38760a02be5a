import fs from 'node:fs';
import qrcode from 'qrcode-generator';

/**
 * A camera for Chromium's fake capture device (`--use-file-for-fake-video-capture`): a Y4M video
 * (YUV 4:2:0) of a QR code of `text` on white, as a phone held at arm's length from a ticket would
 * see it. Chromium loops the file; a few identical frames are enough.
 */
export function writeQrVideo(file: string, text: string, { width = 640, height = 480, frames = 10 } = {}): void {
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const modules = code.getModuleCount();
  // Four modules of white around the code (its quiet zone), the code a little over half the height.
  const cell = Math.max(2, Math.floor((height * 0.6) / modules));
  const size = modules * cell;
  const left = Math.floor((width - size) / 2);
  const top = Math.floor((height - size) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let row = 0; row < modules; row += 1) {
    for (let col = 0; col < modules; col += 1) {
      if (!code.isDark(row, col)) {
        continue;
      }
      for (let y = 0; y < cell; y += 1) {
        luma.fill(16, (top + row * cell + y) * width + left + col * cell, (top + row * cell + y) * width + left + (col + 1) * cell);
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
