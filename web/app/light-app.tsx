import { useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { LandingPage } from '../features/landing/landing-page';
import { ROUTER_FUTURE } from './router-future';

/** Tells the root to load the full app once the guest navigates away from `/`. */
function Leave({ onLeave }: { onLeave: () => void }) {
  useEffect(onLeave, [onLeave]);
  return null;
}

/** The landing page for guests, with nothing else loaded. */
export function LightApp({ onLeave }: { onLeave: () => void }) {
  return (
    <BrowserRouter future={ROUTER_FUTURE}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="*" element={<Leave onLeave={onLeave} />} />
      </Routes>
    </BrowserRouter>
  );
}
