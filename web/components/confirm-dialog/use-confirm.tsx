import { useCallback, useRef, useState } from 'react';
import type { ReactElement } from 'react';
import { lazyOverlay } from '../lazy-overlay';
import type { ConfirmOverlayProps, ConfirmRequest } from './confirm-dialog';

/**
 * The dialog's code (and Ionic's modal) is not part of any first screen: it loads when the browser is
 * idle after the first screen, or at once when a question is asked before that.
 */
const ConfirmOverlay = lazyOverlay<ConfirmOverlayProps, 'ConfirmOverlay'>(() => import('./confirm-dialog'), 'ConfirmOverlay');

/**
 * `confirm(request)` opens the in-app confirmation and resolves true or false; render `dialog`
 * once in the component that asks.
 */
export function useConfirm(): { confirm: (request: ConfirmRequest) => Promise<boolean>; dialog: ReactElement } {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const resolver = useRef<((confirmed: boolean) => void) | null>(null);

  const confirm = useCallback((next: ConfirmRequest) => {
    resolver.current?.(false);
    setRequest(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const onAnswer = useCallback((confirmed: boolean) => {
    resolver.current?.(confirmed);
    resolver.current = null;
    setRequest(null);
  }, []);

  return { confirm, dialog: <ConfirmOverlay isOpen={request !== null} request={request} onAnswer={onAnswer} /> };
}
