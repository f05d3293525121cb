/**
 * A bench figure measured with the server's JVM options changed says so: the
 * command written in BENCHMARKS.md carries NEO4J_JIT and NEO4J_CDS as they were
 * set (issue 16: the restart rows differ by half with NEO4J_JIT=quick).
 */
import { describe, expect, it } from 'vitest';
import { benchQueryTimeout, serverOptions } from '../bench/server-options.ts';

describe('the bench command’s server options', () => {
  it('is empty with the defaults', () => {
    expect(serverOptions({})).toBe('');
    expect(serverOptions({ NEO4J_JIT: '' })).toBe('');
  });

  it('names each JVM option set, before the command', () => {
    expect(serverOptions({ NEO4J_JIT: 'quick' })).toBe('NEO4J_JIT=quick ');
    expect(serverOptions({ NEO4J_JIT: 'quick', NEO4J_CDS: 'off', PATH: '/bin' })).toBe('NEO4J_JIT=quick NEO4J_CDS=off ');
  });

  it('keeps a query timeout the caller set, even empty (the API’s default), and is 60 s otherwise', () => {
    expect(benchQueryTimeout({})).toBe('60000');
    expect(benchQueryTimeout({ LITGRAPH_QUERY_TIMEOUT_MS: '' })).toBe('');
    expect(benchQueryTimeout({ LITGRAPH_QUERY_TIMEOUT_MS: '5000' })).toBe('5000');
  });
});
