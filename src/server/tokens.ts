/**
 * Reconnect tokens (issue 10): random, single-use, rotated on every use. Only their SHA-256 hash is kept (in memory
 * and in the store), so a leaked database does not let anyone take a seat.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new token: 24 random bytes, URL-safe base64 (32 characters). */
export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The hash the server keeps of a token (hex SHA-256). */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether `token` is the one `hash` was made from (compared in constant time). */
export function tokenMatches(token: string, hash: string | null): boolean {
  if (hash === null) return false;
  const a = Buffer.from(tokenHash(token), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A new random id (a match, a saved deck): 12 URL-safe characters. */
export function newId(): string {
  return randomBytes(9).toString('base64url');
}
