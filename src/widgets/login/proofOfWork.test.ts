import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex, solveChallenge } from './proofOfWork';

describe('login proof of work', () => {
  it('hashes as SHA-256 does, across block boundaries', () => {
    for (const text of ['', 'abc', 'a'.repeat(55), 'b'.repeat(56), 'c'.repeat(64), '0f3a9c1e-7d2b-4c6a-9e8f-1a2b3c4d5e6f&123456', 'x'.repeat(130)]) {
      expect(sha256Hex(text)).toBe(createHash('sha256').update(text).digest('hex'));
    }
  });

  it('finds the number the server hid, and gives up on a challenge without one', async () => {
    const salt = '4b1c0a52-4f5e-4d09-8d38-2c5b1f6a7e90&';
    const challenge = createHash('sha256').update(salt + 12345).digest('hex');
    expect(await solveChallenge({ algorithm: 'SHA-256', challenge, salt, maxnumber: 20_000 })).toBe('12345');
    expect(await solveChallenge({ algorithm: 'SHA-256', challenge, salt, maxnumber: 10_000 })).toBeNull();
  });
});
