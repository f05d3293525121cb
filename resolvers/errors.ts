/** Errors the API reports to clients, each with its `extensions.code`. */
import { GraphQLError } from 'graphql';

/** The request needs the API key (header x-api-key). */
export function unauthenticated(what: string): GraphQLError {
  return new GraphQLError(`${what} needs the API key (send it in the x-api-key header)`, { extensions: { code: 'UNAUTHENTICATED' } });
}

/** An argument is out of range or malformed. */
export function badInput(message: string, argument: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', argument } });
}

/** Largest list a query returns in one call. */
export const MAX_LIST = 500;

/** Checks a list size argument: 1..max. */
export function checkLimit(value: number | null | undefined, name: string, fallback: number, max = MAX_LIST): number {
  const n = value ?? fallback;
  if (!Number.isInteger(n) || n < 1 || n > max) throw badInput(`${name} must be between 1 and ${max}, got ${n}`, name);
  return n;
}

/** Longest string accepted for a name or search argument. */
export const MAX_ARG_CHARS = 500;

/** Checks a name or search string argument's length. */
export function checkText(value: string, name: string, max = MAX_ARG_CHARS): string {
  if (value.length > max) throw badInput(`${name} is ${value.length} characters (at most ${max})`, name);
  return value;
}
