import { useEffect, useRef, type RefObject } from 'react';

/**
 * Closes a popover (the node menu, the connection assistant) when the user presses anywhere
 * outside it: on the canvas, the toolbar, a panel. The press is not swallowed, so it also does
 * what it does there (selects, pans). Listens in the capture phase, before the canvas sees it.
 */
export function useOutsidePress(element: RefObject<HTMLElement | null>, onOutside: () => void) {
  const latest = useRef(onOutside);
  latest.current = onOutside;
  useEffect(() => {
    const press = (event: PointerEvent) => {
      const target = event.target;
      if (target instanceof Node && element.current?.contains(target)) return;
      latest.current();
    };
    document.addEventListener('pointerdown', press, true);
    return () => document.removeEventListener('pointerdown', press, true);
  }, [element]);
}
