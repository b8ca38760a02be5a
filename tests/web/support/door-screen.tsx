import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from '../../../web/app/providers';
import { ROUTER_FUTURE } from '../../../web/app/router-future';
import type { Camera } from '../../../web/features/checkin/door/camera';
import { DoorScreen } from '../../../web/features/checkin/door/door-screen';
import { createQrDetector } from '../../../web/features/checkin/door/qr-detector';
import type { QrFrame } from '../../../web/features/checkin/door/qr-detector';

/** A camera that shows whatever image the test holds up (null: nothing yet). */
export function heldUpCamera() {
  let current: QrFrame | null = null;
  const camera: Camera = {
    open: () => Promise.resolve(),
    frame: () => current,
    close: () => undefined,
  };
  const hold = (frame: QrFrame | null) => {
    current = frame;
  };
  return { camera, hold };
}

/** A camera the person refused. */
export const refusedCamera: Camera = {
  open: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
  frame: () => null,
  close: () => undefined,
};

/**
 * Door mode for event 7 as the app shows it (providers, session, outbox sync), with the test's
 * camera and the real QR reader choice (no BarcodeDetector here: jsqr). The event page is a stub.
 */
export function renderDoor(camera: Camera, eventId = 7): RenderResult {
  window.history.replaceState(null, '', `/events/${eventId}/door`);
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[`/events/${eventId}/door`]} future={ROUTER_FUTURE}>
        <Routes>
          <Route path="/events/:eventId/door" element={<DoorScreen eventId={eventId} camera={camera} detector={createQrDetector} />} />
          <Route path="/events/:eventId" element={<p>The event page</p>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}
