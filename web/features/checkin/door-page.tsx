import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { videoCamera } from './door/camera';
import { DoorScreen } from './door/door-screen';
import { createQrDetector } from './door/qr-detector';

/** Door mode (/events/:eventId/door): the phone's rear camera and the browser's QR reader, or jsqr. */
export function DoorPage() {
  const { eventId } = useParams<{ eventId: string }>();
  const camera = useMemo(() => videoCamera(), []);
  return <DoorScreen eventId={Number(eventId)} camera={camera} detector={createQrDetector} />;
}
