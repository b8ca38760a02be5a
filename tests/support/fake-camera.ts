import fs from 'node:fs';
import qrcode from 'qrcode-generator';

/**
 * A camera for Chromium's fake capture device (`--use-file-for-fake-video-capture`): a Y4M video
 * (YUV 4:2:0, 10 frames a second) of QR codes on white, as a phone held at arm's length from a
 * ticket would see them: each text of `texts` in turn for `framesEach` frames; no texts, a white
 * picture (nothing held up yet). Chromium loops the file, and reads it again each time a page starts
 * the camera: a test may write another video between two visits.
 */
export function writeQrVideo(file: string, texts: string | readonly string[], { width = 640, height = 480, framesEach = 10 } = {}): void {
  const list = typeof texts === 'string' ? [texts] : texts;
  const frames = list.length > 0 ? list.map((text) => qrFrame(text, width, height)) : [blankFrame(width, height)];
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(file, Buffer.concat([header, ...frames.flatMap((frame) => Array.from({ length: framesEach }, () => frame))]));
}

function blankFrame(width: number, height: number): Buffer {
  return Buffer.concat([Buffer.from('FRAME\n'), Buffer.alloc(width * height, 235), Buffer.alloc((width / 2) * (height / 2) * 2, 128)]);
}

/** One frame: the QR code of `text`, a little over half the height, centred on white. */
function qrFrame(text: string, width: number, height: number): Buffer {
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const modules = code.getModuleCount();
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
  return Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
}
