import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm.Argon2id; the enum is a const enum, which isolated modules cannot read.
const argon2id = 2 as Algorithm;

// OWASP's argon2id profile (m=19 MiB, t=2, p=1); @node-rs/argon2 hashes on libuv's pool, off the event loop.
const options = { algorithm: argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, options);
}

export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}

// Verified against when the account does not exist, so unknown users cost the same time as wrong passwords.
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('no-such-user-placeholder-secret');
  return dummyHash;
}
