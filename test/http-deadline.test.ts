/**
 * The request-level deadline of server/http.ts (issue 16): a request whose
 * fields run one slow step after another (as nested fields run their
 * transactions on a cold or restarting Neo4j) is answered at the deadline with
 * a retryable error in the GraphQL shape, whatever its parts would have taken;
 * a request within it is answered as usual. No Neo4j: the slow steps are timers.
 */
import { ApolloServer } from '@apollo/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../server/http.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const typeDefs = `
  type Step { ms: Int!, next(ms: Int!): Step! }
  type Query { step(ms: Int!): Step! }
`;
// Each field waits its `ms` before answering, after its parent: nested steps add up.
const wait = async (_: unknown, a: { ms: number }) => {
  await sleep(a.ms);
  return { ms: a.ms };
};
const resolvers = { Query: { step: wait }, Step: { next: wait } };

const DEADLINE_MS = 600;

describe('a request-level deadline', () => {
  let url: string;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    const server = new ApolloServer({ typeDefs, resolvers });
    ({ url, stop } = await listen(server, { host: '127.0.0.1', port: 0, bodyLimit: 10_000, deadlineMs: DEADLINE_MS, context: async () => ({}), log: () => {} }));
  });

  afterAll(async () => {
    await stop();
  });

  const post = async (query: string) => {
    const started = performance.now();
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    return { res, body: (await res.json()) as { data?: unknown; errors?: { message: string; extensions: Record<string, unknown> }[] }, ms: performance.now() - started };
  };

  it('answers a request within the deadline as usual', async () => {
    const { res, body } = await post('{ step(ms: 50) { ms next(ms: 50) { ms } } }');
    expect(res.status).toBe(200);
    expect(body).toEqual({ data: { step: { ms: 50, next: { ms: 50 } } } });
  });

  it('answers a request whose nested steps add up past the deadline at the deadline: 503 SERVICE_UNAVAILABLE, Retry-After, GraphQL error shape', async () => {
    // Three steps of 400 ms one after another: 1.2 s, each step well under the deadline on its own.
    const { res, body, ms } = await post('{ step(ms: 400) { next(ms: 400) { next(ms: 400) { ms } } } }');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('2');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(body.data).toBeUndefined();
    expect(body.errors).toHaveLength(1);
    expect(body.errors?.[0]?.extensions).toEqual({ code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 2 });
    expect(body.errors?.[0]?.message).toMatch(/^the request did not finish within 0\.6 s \(the database is slow or restarting\); try again shortly\./);
    expect(ms).toBeGreaterThanOrEqual(DEADLINE_MS - 20);
    expect(ms).toBeLessThan(1_100);
  });

  it('keeps serving after a request missed its deadline (the connection stays usable)', async () => {
    const { res, body } = await post('{ step(ms: 1) { ms } }');
    expect(res.status).toBe(200);
    expect(body).toEqual({ data: { step: { ms: 1 } } });
  });
});
