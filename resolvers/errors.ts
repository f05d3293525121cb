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

/** A date bound: "2024", "2024-05" or "2024-05-04" (a real month and day), or null. */
export function checkDate(value: string | null | undefined, name: string): string | null {
  if (value === undefined || value === null) return null;
  const m = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(value.trim());
  const month = m?.[2] === undefined ? 1 : Number(m[2]);
  const day = m?.[3] === undefined ? 1 : Number(m[3]);
  if (!m || month < 1 || month > 12 || day < 1 || day > 31) throw badInput(`${name} must be a date: "2024", "2024-05" or "2024-05-04"`, name);
  return value.trim();
}

/** A publication year (1000-2999), or null. */
export function checkYear(value: number | null | undefined, name = 'year'): number | null {
  if (value === undefined || value === null) return null;
  if (!Number.isInteger(value) || value < 1000 || value > 2999) throw badInput(`${name} must be a year from 1000 to 2999`, name);
  return value;
}

/** The date arguments of a field (from, to, year), checked. */
export function checkDates(a: { from?: string | null; to?: string | null; year?: number | null }): { from: string | null; to: string | null; year: number | null } {
  const out = { from: checkDate(a.from, 'from'), to: checkDate(a.to, 'to'), year: checkYear(a.year) };
  if (out.from && out.to && out.from > out.to && !out.to.startsWith(out.from)) throw badInput('from is after to', 'from');
  return out;
}
