import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Camera, CameraProblem } from './camera';
import { cameraProblemOf } from './camera';
import { DOOR_TEXTS } from './door-texts';
import type { QrDetector } from './qr-detector';

/** Frames are decoded at this steady rate (about 7 a second): quick to answer, light on a phone's battery. */
export const SCAN_INTERVAL_MS = 150;

export interface CameraViewProps {
  camera: Camera;
  detector: () => Promise<QrDetector>;
  onCode: (text: string) => void;
}

type CameraState = 'starting' | 'scanning' | CameraProblem;

/**
 * A frame that held a code, marked at the moment it was taken (before it was drawn and decoded):
 * with the banner's 'door-scan-answered', how long a scan takes to answer (npm run bench:checkin).
 */
function markScanFrame(takenAt: number, codes: readonly string[]): void {
  if (codes.length > 0) {
    performance.mark('door-scan-frame', { startTime: takenAt, detail: codes[0] });
  }
}

/**
 * The rear camera's picture with a QR reader behind it. Refused or absent, it says so in words;
 * the rest of the door (search by name) works without it.
 */
export function CameraView({ camera, detector, onCode }: CameraViewProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('starting');
  const onCodeRef = useRef(onCode);
  useLayoutEffect(() => {
    onCodeRef.current = onCode;
  });

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    let busy = false;
    const element = video.current;
    if (!element) {
      return undefined;
    }
    void (async () => {
      try {
        const [reader] = await Promise.all([detector(), camera.open(element)]);
        if (stopped) {
          return;
        }
        setState('scanning');
        timer = setInterval(() => {
          const takenAt = performance.now();
          const frame = busy ? null : camera.frame();
          if (!frame) {
            return;
          }
          busy = true;
          reader
            .detect(frame)
            .then((codes) => {
              if (!stopped) {
                markScanFrame(takenAt, codes);
                codes.forEach((code) => onCodeRef.current(code));
              }
            })
            .catch((error: unknown) => console.warn('A camera frame could not be read', error))
            .finally(() => {
              busy = false;
            });
        }, SCAN_INTERVAL_MS);
      } catch (error) {
        if (!stopped) {
          setState(cameraProblemOf(error));
        }
      }
    })();
    return () => {
      stopped = true;
      clearInterval(timer);
      camera.close();
    };
  }, [camera, detector]);

  const problem = state === 'refused' ? DOOR_TEXTS.cameraRefused : state === 'absent' ? DOOR_TEXTS.cameraAbsent : null;
  return (
    <section className={`door-camera door-camera-${state}`} aria-label="Ticket scanner">
      <video ref={video} className="door-camera-video" muted playsInline aria-hidden="true" hidden={problem !== null} />
      {problem ? (
        <p className="door-camera-problem" role="alert">
          {problem}
        </p>
      ) : state === 'starting' ? (
        <p className="door-camera-note">{DOOR_TEXTS.cameraStarting}</p>
      ) : null}
    </section>
  );
}
