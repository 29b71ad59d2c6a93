import { useEffect, useState } from 'react';

/**
 * True once `active` has stayed true for `delayMilliseconds`, false as soon as it ends.
 * A quick start then shows no indicator at all instead of a flash.
 */
export function useDelayedFlag(active: boolean, delayMilliseconds: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = window.setTimeout(() => setShown(true), delayMilliseconds);
    return () => window.clearTimeout(timer);
  }, [active, delayMilliseconds]);
  return shown;
}
