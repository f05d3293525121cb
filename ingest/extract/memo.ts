/** Cached name normalization: the same few thousand words recur in every abstract. */
import { entityKey, normalizeName } from '../names.ts';

const LIMIT = 50_000;

function cached(fn: (s: string) => string): (s: string) => string {
  const cache = new Map<string, string>();
  return (s) => {
    let v = cache.get(s);
    if (v === undefined) {
      if (cache.size >= LIMIT) cache.clear();
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
