/** The response cache's bookkeeping (server/cache.ts), without a server: versions, LRU by size, counts. */
import { describe, expect, it } from 'vitest';
import { ResponseCache, wantsFresh } from '../server/cache.ts';
import { ConfigError, loadConfig } from '../server/config.ts';

const result = (n: number) => ({ data: { n, pad: 'x'.repeat(100) } });

describe('ResponseCache', () => {
  it('serves an entry only at the version it was stored for; a newer version empties it', () => {
    const c = new ResponseCache(1 << 20);
    expect(c.get('e:1', 'q')).toBeUndefined();
    c.set('e:1', 'q', result(1));
    expect(c.get('e:1', 'q')).toEqual(result(1));
    expect(c.get('e:2', 'q')).toBeUndefined();
    expect(c.stats()).toMatchObject({ hits: 1, misses: 2, invalidations: 1, entries: 0, version: 'e:2' });
    // A rebuilt graph (another epoch) is another graph, whatever its count.
    c.set('e:2', 'q', result(2));
    expect(c.get('f:1', 'q')).toBeUndefined();
    expect(c.stats().version).toBe('f:1');
  });

  it('neither serves nor stores for an older version, and keeps the newer entries', () => {
    const c = new ResponseCache(1 << 20);
    c.get('e:5', 'q');
    c.set('e:5', 'q', result(5));
    // A request that read the version just before a write, answered after one that read it after.
    expect(c.get('e:4', 'q')).toBeUndefined();
    c.set('e:4', 'q', result(4));
    expect(c.get('e:5', 'q')).toEqual(result(5));
  });

  it('after Neo4j answers again, takes the version the server reads as it is: a graph restored to an older count is another graph', () => {
    const c = new ResponseCache(1 << 20);
    c.get('e:5', 'q');
    c.set('e:5', 'q', result(5));
    // A dump of the same graph taken at e:3, loaded while Neo4j was stopped.
    c.restarted();
    expect(c.get('e:3', 'q')).toBeUndefined();
    c.set('e:3', 'q', result(3));
    expect(c.get('e:3', 'q')).toEqual(result(3));
    // Two writes later the restored graph is at e:5 again, with other content: the old graph's e:5 answer is gone.
    expect(c.get('e:5', 'q')).toBeUndefined();
    expect(c.stats()).toMatchObject({ version: 'e:5', entries: 0 });
  });

  it('never serves the old graph for a restored copy that no outage announced, once its writes reach the old count', () => {
    const c = new ResponseCache(1 << 20);
    c.get('e:5:s5', 'q');
    c.set('e:5:s5', 'q', result(5));
    // A dump taken at e:3 loaded while no request reached the API: nothing called restarted(). It reads as an
    // older version, so it is answered uncached (as a racing read would be) and the cache keeps e:5.
    expect(c.get('e:3:s3', 'q')).toBeUndefined();
    c.set('e:3:s3', 'q', result(3));
    expect(c.stats()).toMatchObject({ version: 'e:5:s5', entries: 1 });
    // Two writes later the copy is at count 5 again, under a stamp of its own: the old graph's answer is dropped.
    expect(c.get('e:5:t5', 'q')).toBeUndefined();
    expect(c.stats()).toMatchObject({ version: 'e:5:t5', entries: 0, invalidations: 1 });
    // The count still orders versions of one graph whatever their stamps: a racing older read is not taken.
    c.set('e:5:t5', 'q', result(5));
    expect(c.get('e:4:t4', 'q')).toBeUndefined();
    expect(c.get('e:5:t5', 'q')).toEqual(result(5));
  });

  it('keeps its entries across a restart when the server reads the same version', () => {
    const c = new ResponseCache(1 << 20);
    c.get('e:5', 'q');
    c.set('e:5', 'q', result(5));
    c.restarted();
    expect(c.get('e:5', 'q')).toEqual(result(5));
    // Only the first read after the restart is taken as it is; later older reads are races again.
    expect(c.get('e:4', 'q')).toBeUndefined();
    expect(c.get('e:5', 'q')).toEqual(result(5));
  });

  it('drops an answer computed at a version the cache has moved past', () => {
    const c = new ResponseCache(1 << 20);
    c.get('e:1', 'q');
    c.get('e:2', 'other');
    c.set('e:1', 'q', result(1));
    expect(c.get('e:2', 'q')).toBeUndefined();
  });

  it('keeps within its size, least recently used out first', () => {
    const size = JSON.stringify(result(1)).length;
    const c = new ResponseCache(size * 8 + 1);
    c.get('e:1', 'first');
    for (let i = 0; i < 8; i++) c.set('e:1', `k${i}`, result(i));
    expect(c.get('e:1', 'k0')).toEqual(result(0));
    c.set('e:1', 'k8', result(8));
    expect(c.stats()).toMatchObject({ entries: 8, evictions: 1 });
    expect(c.get('e:1', 'k1')).toBeUndefined();
    expect(c.get('e:1', 'k0')).toEqual(result(0));
    expect(c.stats().bytes).toBeLessThanOrEqual(c.maxBytes);
  });

  it('stores no answer larger than an eighth of its size', () => {
    const c = new ResponseCache(200);
    c.get('e:1', 'big');
    c.set('e:1', 'big', result(1));
    expect(c.get('e:1', 'big')).toBeUndefined();
  });

  it('reports its hit rate, and none before the first lookup', () => {
    const c = new ResponseCache(1 << 20);
    expect(c.stats().hitRate).toBeNull();
    c.get('e:1', 'q');
    c.set('e:1', 'q', result(1));
    c.get('e:1', 'q');
    c.get('e:1', 'q');
    expect(c.stats().hitRate).toBeCloseTo(2 / 3);
  });

  it('is off at size 0', () => {
    expect(new ResponseCache(0).enabled).toBe(false);
  });
});

describe('wantsFresh', () => {
  it('reads Cache-Control no-cache and no-store, nothing else', () => {
    expect(wantsFresh(new Map([['cache-control', 'no-cache']]))).toBe(true);
    expect(wantsFresh(new Map([['cache-control', 'max-age=0, No-Store']]))).toBe(true);
    expect(wantsFresh(new Map([['cache-control', 'max-age=60']]))).toBe(false);
    expect(wantsFresh(new Map())).toBe(false);
    expect(wantsFresh(undefined)).toBe(false);
  });
});

describe('LITGRAPH_CACHE_MB', () => {
  it('sizes the cache in MiB, 64 by default, 0 for none, and refuses anything else', () => {
    expect(loadConfig({}).cacheBytes).toBe(64 * 2 ** 20);
    expect(loadConfig({ LITGRAPH_CACHE_MB: '0' }).cacheBytes).toBe(0);
    expect(loadConfig({ LITGRAPH_CACHE_MB: '8' }).cacheBytes).toBe(8 * 2 ** 20);
    for (const bad of ['-1', '1.5', 'lots']) expect(() => loadConfig({ LITGRAPH_CACHE_MB: bad })).toThrow(ConfigError);
  });
});
