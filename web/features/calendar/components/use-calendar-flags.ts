import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CALENDAR_FLAGS, calendarFlagMessage } from '../calendar-flags';
import type { CalendarFlagMessage } from '../calendar-flags';

/** Reads the success or error flag Google's round trip left in the address, once, and removes it (spec section 2). */
export function useCalendarFlags(): [CalendarFlagMessage | null, () => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const [message, setMessage] = useState<CalendarFlagMessage | null>(() => calendarFlagMessage(new URLSearchParams(location.search)));

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!CALENDAR_FLAGS.some((flag) => params.has(flag))) {
      return;
    }
    for (const flag of CALENDAR_FLAGS) {
      params.delete(flag);
    }
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  }, [location.pathname, location.search, navigate]);

  return [message, () => setMessage(null)];
}
