import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The flag Stripe's way back carried in the address (`?donation=thanks`, `?pro=welcome`), read once
 * when the page opens and then taken off the address with the rest of the query, so a reload or a
 * shared link does not say it again.
 */
export function useReturnFlag(name: string): string | null {
  const [params, setParams] = useSearchParams();
  const [flag] = useState(() => params.get(name));
  const present = params.has(name);
  useEffect(() => {
    if (present) {
      setParams({}, { replace: true });
    }
  }, [present, setParams]);
  return flag;
}
