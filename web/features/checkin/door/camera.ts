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

/** Frames are read at this width at most: enough for a ticket at arm's length, cheap to decode. */
const FRAME_WIDTH = 640;

export function cameraProblemOf(error: unknown): CameraProblem {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'refused' : 'absent';
}

/** The rear camera through getUserMedia, its frames drawn into a canvas to be read. */
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
      const scale = Math.min(1, FRAME_WIDTH / video.videoWidth);
      const width = Math.round(video.videoWidth * scale);
      const height = Math.round(video.videoHeight * scale);
      canvas ??= document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) {
        return null;
      }
      context.drawImage(video, 0, 0, width, height);
      return context.getImageData(0, 0, width, height);
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
