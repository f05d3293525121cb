/** Cached pure functions of a name or word: the same few thousand recur in every abstract. */
import { entityKey, normalizeName } from '../names.ts';

const LIMIT = 50_000;

/** A pure function of a string, its results kept (up to `limit` strings, then started afresh). */
export function cached<T extends NonNullable<unknown>>(fn: (s: string) => T, limit = LIMIT): (s: string) => T {
  const cache = new Map<string, T>();
  return (s) => {
    let v = cache.get(s);
    if (v === undefined) {
      if (cache.size >= limit) cache.clear();
      v = fn(s);
      cache.set(s, v);
    }
    return v;
  };
}

/** normalizeName, cached. */
export const norm = cached(normalizeName);

/** entityKey, cached. */
export const keyOfName = cached(entityKey);
