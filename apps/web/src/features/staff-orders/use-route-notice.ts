import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** What a detail screen tells the queue it returns to, carried in the history entry's state. */
export interface RouteNotice {
  notice: string;
}

const readNotice = (state: unknown): string | null =>
  typeof state === 'object' && state !== null && typeof (state as Partial<RouteNotice>).notice === 'string'
    ? (state as RouteNotice).notice
    : null;

/** The notice this page was opened with; cleared from the history entry so a reload does not repeat it. */
export function useRouteNotice(): [string | null, () => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const incoming = readNotice(location.state);
  const [notice, setNotice] = useState(incoming);
  const [seen, setSeen] = useState<unknown>(location.state);
  // A new history state while mounted (another action's notice) replaces the one shown.
  if (seen !== location.state) {
    setSeen(location.state);
    if (incoming !== null) setNotice(incoming);
  }

  useEffect(() => {
    if (incoming === null) return;
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [incoming, location.pathname, location.search, navigate]);

  return [notice, () => setNotice(null)];
}
