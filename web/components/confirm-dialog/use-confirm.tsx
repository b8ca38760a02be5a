import { useCallback, useRef, useState } from 'react';
import type { ReactElement } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import type { ConfirmRequest } from './confirm-dialog';

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

  return { confirm, dialog: request ? <ConfirmDialog key={request.title} request={request} onAnswer={onAnswer} /> : <></> };
}
