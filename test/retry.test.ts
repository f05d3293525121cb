/**
 * Retries say what they wait for (issue 16, item 8): a transaction that timed out
 * (a server busy or still recovering after its first start) is not reported as
 * "Neo4j unavailable", nor is a full connection pool. Pure: the errors are built
 * here with the codes and messages the driver gives.
 */
import { describe, expect, it } from 'vitest';
import { DatabaseError } from '../graph/driver.ts';
import { isTransient, retryMessage, transientKind, withRetry } from '../graph/retry.ts';

const failure = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});
const TIMED_OUT = failure(
  'The transaction has been terminated. Retry your operation in a new transaction, and you should see a successful result. The transaction has not completed within the specified timeout (dbms.transaction.timeout).',
  'Neo.ClientError.Transaction.TransactionTimedOut',
);
const AWAY = failure('Failed to connect to server. Please ensure that your database is listening on the correct host and port', 'ServiceUnavailable');
const POOL = failure('Connection acquisition timed out in 3000 ms. Pool status: Active conn count = 64, Idle conn count = 0.');
const STARTING = failure('Database neo4j is unavailable.', 'Neo.TransientError.General.DatabaseUnavailable');
const DEADLOCK = failure('ForsetiClient can\'t acquire ExclusiveLock', 'Neo.TransientError.Transaction.DeadlockDetected');

describe('transient errors are named for what they are', () => {
  it.each([
    ['TransactionTimedOut', TIMED_OUT, 'transactions timed out', /finish a transaction within its timeout \(it answered, but is busy or still recovering after a start\)/],
    ['ServiceUnavailable', AWAY, 'Neo4j unavailable', /Neo4j to answer \(it is not running, restarting or unreachable\)/],
    ['a full pool', POOL, 'no free connection in the pool', /a connection of the driver's pool to come free/],
    ['DatabaseUnavailable', STARTING, 'database not online', /the database to come online/],
    ['DeadlockDetected', DEADLOCK, 'lock conflicts', /locks held by another transaction/],
  ])('%s', (_, error, label, waitsFor) => {
    expect(isTransient(error)).toBe(true);
    expect(transientKind(error).label).toBe(label);
    expect(transientKind(error).waitsFor).toMatch(waitsFor);
  });

  it('a transaction timeout is never reported as "Neo4j unavailable", in the retry lines or when the retries run out', async () => {
    const lines: string[] = [];
    const attempt = withRetry(
      'writing 50 papers',
      async () => {
        throw TIMED_OUT;
      },
      { attempts: 3, baseDelayMs: 1, onRetry: (_n, _ms, _e, message) => lines.push(message) },
    );
    await expect(attempt).rejects.toThrow(DatabaseError);
    await expect(attempt).rejects.toThrow(/^writing 50 papers: transactions timed out after 3 attempts over \d+ s \(The transaction has been terminated/);
    expect(lines).toEqual([
      'writing 50 papers: transactions timed out; waiting for Neo4j to finish a transaction within its timeout (it answered, but is busy or still recovering after a start); attempt 2 of 3 in 1 ms (The transaction has been terminated. Retry your operation in a new transaction, and you should see a successful result. The transaction has not completed within the specified timeout (dbms.transaction.timeout).)',
      'writing 50 papers: transactions timed out; waiting for Neo4j to finish a transaction within its timeout (it answered, but is busy or still recovering after a start); attempt 3 of 3 in 2 ms (The transaction has been terminated. Retry your operation in a new transaction, and you should see a successful result. The transaction has not completed within the specified timeout (dbms.transaction.timeout).)',
    ]);
    for (const line of lines) expect(line).not.toMatch(/unavailable/i);
  });

  it('each retry line says what failed, what it waits for and when it tries again; a success after retries returns the result', async () => {
    const lines: string[] = [];
    const errors = [AWAY, POOL];
    const result = await withRetry(
      'recording sources',
      async () => {
        const next = errors.shift();
        if (next) throw next;
        return 'done';
      },
      { attempts: 5, baseDelayMs: 1, onRetry: (_n, _ms, _e, message) => lines.push(message) },
    );
    expect(result).toBe('done');
    expect(lines).toEqual([
      'recording sources: Neo4j unavailable; waiting for Neo4j to answer (it is not running, restarting or unreachable); attempt 2 of 5 in 1 ms (Failed to connect to server. Please ensure that your database is listening on the correct host and port)',
      "recording sources: no free connection in the pool; waiting for a connection of the driver's pool to come free (all are busy or stuck); attempt 3 of 5 in 2 ms (Connection acquisition timed out in 3000 ms. Pool status: Active conn count = 64, Idle conn count = 0.)",
    ]);
    expect(retryMessage('x', 1, 2, 500, failure('first line\nsecond line', 'SessionExpired'))).toBe(
      'x: Neo4j unavailable; waiting for Neo4j to answer (it is not running, restarting or unreachable); attempt 2 of 2 in 500 ms (first line)',
    );
  });

  it('an error a retry cannot fix is thrown at once, unchanged', async () => {
    const syntax = failure('Invalid input', 'Neo.ClientError.Statement.SyntaxError');
    let calls = 0;
    await expect(
      withRetry('reading', async () => {
        calls++;
        throw syntax;
      }),
    ).rejects.toBe(syntax);
    expect(calls).toBe(1);
  });
});
