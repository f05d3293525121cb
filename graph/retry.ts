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
  /** Called before each wait, for progress displays; `message` says what failed and what the retry waits for. */
  onRetry?: (attempt: number, delayMs: number, error: unknown, message: string) => void;
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

/** What a transient error is, in a few words, and what a retry waits for. */
export interface TransientKind {
  /** e.g. "Neo4j unavailable", "transactions timed out". */
  label: string;
  /** e.g. "Neo4j to answer (it is not running, restarting or unreachable)". */
  waitsFor: string;
}

/**
 * Names a transient error for people: a transaction that timed out is not "Neo4j unavailable" (the server
 * answered, and stopped the transaction: it is busy, or still recovering after a start), nor is a full pool.
 */
export function transientKind(error: unknown): TransientKind {
  const code = (error as { code?: string } | null)?.code ?? '';
  if (/Connection acquisition timed out/.test(String((error as { message?: unknown } | null)?.message ?? ''))) {
    return { label: 'no free connection in the pool', waitsFor: 'a connection of the driver\'s pool to come free (all are busy or stuck)' };
  }
  if (code.includes('TransactionTimedOut')) {
    return { label: 'transactions timed out', waitsFor: 'Neo4j to finish a transaction within its timeout (it answered, but is busy or still recovering after a start)' };
  }
  if (code === 'Neo.TransientError.General.DatabaseUnavailable') return { label: 'database not online', waitsFor: 'the database to come online (Neo4j is starting or recovering it)' };
  if (code.includes('DeadlockDetected') || code.includes('LockClient')) return { label: 'lock conflicts', waitsFor: 'locks held by another transaction' };
  if (code.startsWith('Neo.TransientError')) return { label: `transient errors (${code})`, waitsFor: 'Neo4j to clear a transient error' };
  return { label: 'Neo4j unavailable', waitsFor: 'Neo4j to answer (it is not running, restarting or unreachable)' };
}

/** The line a retry logs: what failed, what it waits for, when it tries again. */
export function retryMessage(what: string, attempt: number, attempts: number, delayMs: number, error: unknown): string {
  const kind = transientKind(error);
  const detail = String((error as { message?: unknown } | null)?.message ?? error).split('\n')[0];
  return `${what}: ${kind.label}; waiting for ${kind.waitsFor}; attempt ${attempt + 1} of ${attempts} in ${delayMs} ms (${detail})`;
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
        throw new DatabaseError(`${what}: ${transientKind(error).label} after ${attempts} attempts over ${seconds} s (${(error as Error).message})`, {
          cause: error,
          code: (error as { code?: string }).code,
        });
      }
      const delay = Math.min(max, base * 2 ** (attempt - 1));
      options.onRetry?.(attempt, delay, error, retryMessage(what, attempt, attempts, delay, error));
      await sleep(delay);
    }
  }
}
