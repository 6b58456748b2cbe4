import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { storedValue } from './stored-value';

/** The part of Storage the helper uses, in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  } as Storage;
}

const schema = z.object({ id: z.string() });

describe('storedValue', () => {
  it('round-trips a value and forgets it on clear', () => {
    const storage = memoryStorage();
    const value = storedValue(() => storage, 'k', schema);
    expect(value.get()).toBeNull();
    value.set({ id: 'a' });
    expect(value.get()).toEqual({ id: 'a' });
    value.clear();
    expect(value.get()).toBeNull();
  });

  it('returns the same object while the stored text is unchanged', () => {
    const storage = memoryStorage();
    const value = storedValue(() => storage, 'k', schema);
    value.set({ id: 'a' });
    expect(value.get()).toBe(value.get());
  });

  it('treats text that is not JSON or not of the schema as absent', () => {
    const storage = memoryStorage();
    const value = storedValue(() => storage, 'k', schema);
    storage.setItem('k', '{not json');
    expect(value.get()).toBeNull();
    storage.setItem('k', JSON.stringify({ id: 7 }));
    expect(value.get()).toBeNull();
  });
});
