/**
 * The API's HTTP layer: Node's http server in front of Apollo's
 * `executeHTTPGraphQLRequest`. It owns what Apollo's standalone server left to
 * Express defaults: the body cap holds whatever the transfer encoding (chunked,
 * gzip), and every refusal (too large, not JSON, a charset or encoding it cannot
 * read) is answered in the GraphQL error shape as JSON, never as an HTML page
 * with a stack trace.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';

/** A refusal of the request itself, outside GraphQL: an HTTP status, a GraphQL error code, and when to retry (if a retry can help). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** The error body every refusal carries: the GraphQL error shape. */
function errorBody(message: string, code: string, retryAfterSeconds?: number): string {
  return JSON.stringify({ errors: [{ message, extensions: retryAfterSeconds === undefined ? { code } : { code, retryAfterSeconds } }] });
}

function send(res: ServerResponse, status: number, body: string, close = false, retryAfterSeconds?: number): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('access-control-allow-origin', '*');
  if (retryAfterSeconds !== undefined) res.setHeader('retry-after', String(retryAfterSeconds));
  if (close) res.setHeader('connection', 'close');
  res.end(body);
}

/** How long a client is told to wait before retrying a request that missed its deadline. */
const RETRY_AFTER_S = 2;

/**
 * Resolves as `work` does, or rejects with a 503 SERVICE_UNAVAILABLE HttpError after `ms`. The work is not
 * stopped (GraphQL execution cannot be cancelled): each of its transactions ends at its own deadline.
 */
async function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new HttpError(
            503,
            'SERVICE_UNAVAILABLE',
            `the request did not finish within ${Math.round(ms / 100) / 10} s (the database is slow or restarting); try again shortly. A write sent with it may still be applied: writes are idempotent, so sending it again is safe.`,
            RETRY_AFTER_S,
          ),
        ),
      ms,
    );
  });
  // Work given up at the deadline may fail later: that failure is no one's.
  work.catch(() => {});
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The body, decoded (gzip, deflate, br) and capped at `limit` bytes after decoding; chunked or not. */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new HttpError(413, 'PAYLOAD_TOO_LARGE', `the request body is over ${limit} bytes`);
  const encoding = String(req.headers['content-encoding'] ?? 'identity').toLowerCase();
  let stream: Readable = req;
  if (encoding === 'gzip' || encoding === 'x-gzip') stream = req.pipe(createGunzip());
  else if (encoding === 'deflate') stream = req.pipe(createInflate());
  else if (encoding === 'br') stream = req.pipe(createBrotliDecompress());
  else if (encoding !== 'identity') throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', `content encoding "${encoding}" is not supported (gzip, deflate, br or none)`);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      const b = chunk as Buffer;
      size += b.length;
      if (size > limit) throw new HttpError(413, 'PAYLOAD_TOO_LARGE', `the request body is over ${limit} bytes`);
      chunks.push(b);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'BAD_REQUEST', `the request body could not be read (${encoding === 'identity' ? 'connection error' : `corrupt ${encoding} data`})`);
  }
  return Buffer.concat(chunks);
}

/** The JSON body of a POST, checked: UTF-8, valid JSON, an object (Apollo refuses arrays itself). */
function parseJson(contentType: string, raw: Buffer): unknown {
  const charset = /;\s*charset=("?)([\w-]+)\1/i.exec(contentType)?.[2]?.toLowerCase() ?? 'utf-8';
  if (charset !== 'utf-8' && charset !== 'utf8') throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', `charset "${charset}" is not supported; send UTF-8 JSON`);
  const text = raw.toString('utf8');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw new HttpError(400, 'BAD_REQUEST', `the request body is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof body !== 'object' || body === null) throw new HttpError(400, 'BAD_REQUEST', 'the request body must be a JSON object with a "query"');
  return body;
}

export interface HttpServerOptions<C extends BaseContext> {
  host: string;
  port: number;
  bodyLimit: number;
  context: (req: IncomingMessage) => Promise<C>;
  /** Where unexpected errors are written (one JSON line each); never sent to the client. */
  log?: (line: string) => void;
  /** HTML served to a browser's GET without a query, and at GET /ide (the local GraphQL IDE). */
  page?: string;
  /** Static files the page loads, by URL path (GraphiQL and React from their npm packages). */
  assets?: Map<string, { body: Buffer; type: string }>;
  /**
   * Most ms a GraphQL request may take, whatever it runs (several transactions one after another, each
   * with its own deadline, can add up); past it the client gets 503 SERVICE_UNAVAILABLE with Retry-After.
   * No deadline when absent.
   */
  deadlineMs?: number;
  /** The JSON served at GET /metrics (the response cache's counts); may throw an HttpError (no key). */
  metrics?: (req: IncomingMessage, http: { inFlight: number }) => unknown;
}

/** Serves `server` (started here) over HTTP; resolves once listening, with its URL and a stop that closes both. */
export async function listen<C extends BaseContext>(server: ApolloServer<C>, options: HttpServerOptions<C>): Promise<{ url: string; stop: () => Promise<void> }> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  await server.start();
  // Requests being answered (this one apart), for /metrics: a load generator waits for 0 between runs.
  let inFlight = 0;
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const method = (req.method ?? 'GET').toUpperCase();
    if (method === 'OPTIONS') {
      res.statusCode = 204;
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('access-control-allow-methods', 'GET,HEAD,POST');
      res.setHeader('access-control-allow-headers', String(req.headers['access-control-request-headers'] ?? 'content-type'));
      res.end();
      return;
    }
    const { search, pathname } = new URL(req.url ?? '/', 'http://localhost');
    if ((method === 'GET' || method === 'HEAD') && options.metrics && pathname === '/metrics') {
      const body = JSON.stringify(options.metrics(req, { inFlight: inFlight - 1 }));
      res.statusCode = 200;
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.setHeader('cache-control', 'no-store');
      res.end(method === 'HEAD' ? undefined : body);
      return;
    }
    const asset = method === 'GET' || method === 'HEAD' ? options.assets?.get(pathname) : undefined;
    if (asset) {
      res.statusCode = 200;
      res.setHeader('content-type', asset.type);
      res.setHeader('content-length', asset.body.length);
      // The files change only with the installed package, i.e. with a restart of the API.
      res.setHeader('cache-control', 'public, max-age=3600');
      res.end(method === 'HEAD' ? undefined : asset.body);
      return;
    }
    const wantsPage = pathname === '/ide' || (!/[?&]query=/.test(search) && /text\/html/.test(String(req.headers.accept ?? '')));
    if ((method === 'GET' || method === 'HEAD') && options.page && wantsPage) {
      res.statusCode = 200;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('cache-control', 'no-store');
      res.end(method === 'HEAD' ? undefined : options.page);
      return;
    }
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    const contentType = String(req.headers['content-type'] ?? '');
    let body: unknown;
    if (method === 'POST') {
      const raw = await readBody(req, options.bodyLimit);
      body = /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType) ? parseJson(contentType, raw) : raw.toString('utf8');
    }
    const execution = server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method, headers, search, body },
      context: () => options.context(req),
    });
    const response = options.deadlineMs === undefined ? await execution : await withinDeadline(execution, options.deadlineMs);
    for (const [key, value] of response.headers) res.setHeader(key, value);
    res.setHeader('access-control-allow-origin', '*');
    res.statusCode = response.status ?? 200;
    if (response.body.kind === 'complete') {
      res.end(response.body.string);
      return;
    }
    for await (const chunk of response.body.asyncIterator) res.write(chunk);
    res.end();
  };
  const httpServer = http.createServer((req, res) => {
    inFlight += 1;
    res.once('close', () => (inFlight -= 1));
    handle(req, res).catch((error: unknown) => {
      if (error instanceof HttpError) {
        // A refused body may still be arriving: answer, then close the connection rather than read the rest.
        send(res, error.status, errorBody(error.message, error.code, error.retryAfterSeconds), error.status !== 503, error.retryAfterSeconds);
        if (error.status === 413) res.on('finish', () => req.destroy());
        return;
      }
      log(JSON.stringify({ level: 'error', area: 'http', message: (error as Error)?.message ?? String(error) }));
      send(res, 500, errorBody('internal server error', 'INTERNAL_SERVER_ERROR'));
    });
  });
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(options.port, options.host, () => resolve());
  });
  const { port } = httpServer.address() as AddressInfo;
  const host = options.host === '127.0.0.1' || options.host === '::1' || options.host === '0.0.0.0' || options.host === '::' ? 'localhost' : options.host;
  return {
    url: `http://${host}:${port}/graphql`,
    stop: async () => {
      await new Promise<void>((resolve) => {
        httpServer.close(() => resolve());
        httpServer.closeAllConnections();
      });
      await server.stop();
    },
  };
}
