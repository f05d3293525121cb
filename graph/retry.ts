/**
 * Retries with exponential backoff for work that must survive Neo4j going away
 * for a while (a restart during a long ingest). The driver already retries a
 * managed transaction for `maxTransactionRetryTime`; this covers longer outages.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { isRetryableError } from 'neo4j-driver';
import { DatabaseError } from './driver.ts';

export interface RetryOptions {
  /** Attempts in all, the first included. */
  attempts?: number;
  /** First wait, doubled after each failure up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Called before each wait, for progress displays. */
  onRetry?: (attempt: number, delayMs: number, error: unknown) => void;
}

/**
 * True for errors that a later attempt may not meet: the server away, a connection lost, a transient failure,
 * a transaction timed out (a server just restarted holds new transactions while it recovers), or the driver's
 * pool full or stuck ("Connection acquisition timed out", which carries no code of its own).
 */
export function isTransient(error: unknown): boolean {
  if (isRetryableError(error as Error)) return true;
  if (/Connection acquisition timed out/.test((error as { message?: unknown } | null)?.message as string)) return true;
  const code = (error as { code?: string } | null)?.code ?? '';
  return (
    code === 'ServiceUnavailable' ||
    code === 'SessionExpired' ||
    code.startsWith('Neo.TransientError') ||
    code.startsWith('Neo.ClientError.Transaction.TransactionTimedOut') ||
    code === 'ECONNREFUSED'
  );
}

/**
 * Runs `work`, retrying transient database errors with backoff. Throws a
 * DatabaseError saying how long it tried once attempts run out; other errors
 * are thrown at once.
 */
export async function withRetry<T>(what: string, work: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = options.attempts ?? 8;
  const base = options.baseDelayMs ?? 500;
  const max = options.maxDelayMs ?? 15_000;
  const started = Date.now();
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isTransient(error)) throw error;
      if (attempt >= attempts) {
        const seconds = ((Date.now() - started) / 1000).toFixed(0);
        throw new DatabaseError(`${what}: Neo4j unavailable after ${attempts} attempts over ${seconds} s (${(error as Error).message})`, {
          cause: error,
          code: (error as { code?: string }).code,
        });
      }
      const delay = Math.min(max, base * 2 ** (attempt - 1));
      options.onRetry?.(attempt, delay, error);
      await sleep(delay);
    }
  }
}
