import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits; only the SHA-256 of a token is stored, so a database leak yields no usable session. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
