import { useEffect, useState } from 'react';

/**
 * The current time, ticking every second while `running` so a running job's elapsed time
 * moves on screen. A display clock only: nothing is asked of the server.
 */
export function useElapsedClock(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return now;
}
