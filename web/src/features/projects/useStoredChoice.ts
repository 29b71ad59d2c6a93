import { useCallback, useState } from 'react';

/** A choice among fixed values, remembered in localStorage so the list keeps its order next time. */
export function useStoredChoice<Value extends string>(
  key: string,
  values: readonly Value[],
  fallback: Value,
): [Value, (value: Value) => void] {
  const [value, setValue] = useState<Value>(() => {
    try {
      const stored = window.localStorage.getItem(key);
      return values.includes(stored as Value) ? (stored as Value) : fallback;
    } catch {
      return fallback;
    }
  });
  const choose = useCallback(
    (next: Value) => {
      setValue(next);
      try {
        window.localStorage.setItem(key, next);
      } catch {
        // Without storage the choice lasts for this tab only.
      }
    },
    [key],
  );
  return [value, choose];
}
