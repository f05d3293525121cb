/**
 * sharedRead (server/cache.ts): concurrent requests share reads of the graph version, and none is ever given
 * a read that started before it asked (so none misses a write committed before it was sent). No Neo4j: the
 * reads are promises the test settles.
 */
import { describe, expect, it } from 'vitest';
import { sharedRead } from '../server/cache.ts';

/** A read whose answers the test gives, one per started read, in order. */
function reads() {
  const started: { answer: (v: string) => void; fail: (e: Error) => void }[] = [];
  const read = () =>
    new Promise<string>((resolve, reject) => {
      started.push({ answer: resolve, fail: reject });
    });
  return { read, started };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('sharedRead', () => {
  it('starts a read when none is in flight; callers during it share the one read that starts after it', async () => {
    const { read, started } = reads();
    const version = sharedRead(read);
    const first = version();
    expect(started).toHaveLength(1);
    // Arrived while read 1 was in flight: it may predate a write they must see, so they wait for read 2.
    const second = version();
    const third = version();
    expect(started).toHaveLength(1);
    started[0]?.answer('e:1');
    expect(await first).toBe('e:1');
    await tick();
    expect(started).toHaveLength(2);
    // Arrived while read 2 is in flight: read 3.
    const fourth = version();
    started[1]?.answer('e:2');
    expect(await second).toBe('e:2');
    expect(await third).toBe('e:2');
    await tick();
    expect(started).toHaveLength(3);
    started[2]?.answer('e:3');
    expect(await fourth).toBe('e:3');
    // Nothing in flight: a new caller starts its own read at once.
    const fifth = version();
    expect(started).toHaveLength(4);
    started[3]?.answer('e:3');
    expect(await fifth).toBe('e:3');
  });

  it('a failed read fails the callers who shared it, and the next caller reads again', async () => {
    const { read, started } = reads();
    const version = sharedRead(read);
    const first = version();
    const second = version();
    started[0]?.fail(new Error('away'));
    await expect(first).rejects.toThrow('away');
    await tick();
    started[1]?.fail(new Error('still away'));
    await expect(second).rejects.toThrow('still away');
    const third = version();
    expect(started).toHaveLength(3);
    started[2]?.answer('e:1');
    expect(await third).toBe('e:1');
  });
});
