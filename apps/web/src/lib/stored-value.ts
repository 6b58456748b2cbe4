import { useSyncExternalStore } from 'react';
import type { z } from 'zod';

export interface StoredValue<T> {
  get: () => T | null;
  set: (value: T) => void;
  clear: () => void;
  /** The value as React state: components re-render when `set` or `clear` runs. */
  use: () => T | null;
}

/**
 * One JSON value in browser storage, checked against `schema` on the way out: storage
 * outlives deployments and can be edited by hand, so anything that does not parse counts
 * as absent.
 */
export function storedValue<T>(
  storage: () => Storage,
  key: string,
  schema: z.ZodType<T>,
): StoredValue<T> {
  const listeners = new Set<() => void>();
  // useSyncExternalStore needs the same object back while the stored text is unchanged.
  let lastRaw: string | null = null;
  let lastValue: T | null = null;

  const get = (): T | null => {
    const raw = storage().getItem(key);
    if (raw !== lastRaw) {
      lastRaw = raw;
      lastValue = parse(raw, schema);
    }
    return lastValue;
  };
  const notify = () => listeners.forEach((listener) => listener());
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  return {
    get,
    set: (value) => {
      storage().setItem(key, JSON.stringify(value));
      notify();
    },
    clear: () => {
      storage().removeItem(key);
      notify();
    },
    use: () => useSyncExternalStore(subscribe, get, () => null),
  };
}

function parse<T>(raw: string | null, schema: z.ZodType<T>): T | null {
  if (raw === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
