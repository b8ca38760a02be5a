import type { QrFrame } from './qr-detector';

/** Why the camera is not scanning: refused by the person, or none there. */
export type CameraProblem = 'refused' | 'absent';

/**
 * Where frames come from: the phone's rear camera shown in a video element, or (in tests) drawn
 * images. `open` rejects with a CameraProblem's cause; `frame` is null while nothing is showing.
 */
export interface Camera {
  open(video: HTMLVideoElement): Promise<void>;
  frame(): QrFrame | null;
  close(): void;
}

/**
 * What of the camera's picture is read: the square in its centre (where the guide frames the
 * ticket), at most this many pixels a side: enough for a ticket at arm's length, and a quarter
 * fewer pixels for the decoder than the whole 640x480 picture (jsqr: 17 ms to 7 ms a frame).
 */
export const SCAN_SQUARE_MAX = 480;

/** The centre square of a picture (`sx`, `sy`, `side` in its pixels) and the size it is read at. */
export function scanSquare(width: number, height: number): { sx: number; sy: number; side: number; size: number } {
  const side = Math.min(width, height);
  return { sx: Math.round((width - side) / 2), sy: Math.round((height - side) / 2), side, size: Math.min(side, SCAN_SQUARE_MAX) };
}

export function cameraProblemOf(error: unknown): CameraProblem {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'refused' : 'absent';
}

/** The rear camera through getUserMedia, the centre of its frames drawn into a canvas to be read. */
export function videoCamera(): Camera {
  let stream: MediaStream | null = null;
  let video: HTMLVideoElement | null = null;
  let canvas: HTMLCanvasElement | null = null;
  /** Each open and close moves it on: a camera granted after its view closed is stopped at once. */
  let generation = 0;
  return {
    async open(element) {
      generation += 1;
      const mine = generation;
      if (!navigator.mediaDevices?.getUserMedia) {
        throw new DOMException('No camera', 'NotFoundError');
      }
      const opened = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      if (mine !== generation) {
        opened.getTracks().forEach((track) => track.stop());
        return;
      }
      stream = opened;
      video = element;
      element.srcObject = opened;
      await element.play();
    },
    frame() {
      if (!video || video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || video.videoWidth === 0) {
        return null;
      }
      const { sx, sy, side, size } = scanSquare(video.videoWidth, video.videoHeight);
      canvas ??= document.createElement('canvas');
      if (canvas.width !== size) {
        canvas.width = size;
        canvas.height = size;
      }
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) {
        return null;
      }
      context.drawImage(video, sx, sy, side, side, 0, 0, size, size);
      return context.getImageData(0, 0, size, size);
    },
    close() {
      generation += 1;
      stream?.getTracks().forEach((track) => track.stop());
      stream = null;
      if (video) {
        video.srcObject = null;
      }
      video = null;
    },
  };
}
