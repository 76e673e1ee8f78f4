import { nextTask } from '../../ui/wait';

/**
 * Solves the server's ALTCHA challenge: the number n ≤ maxnumber with SHA-256(salt + n) = challenge. Plain
 * JavaScript SHA-256 (crypto.subtle is missing outside secure contexts, e.g. a LAN address over http, and is
 * slower per short hash), run in slices so the page keeps answering taps; no worker, no eval, CSP-safe.
 */
export interface PowChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
}

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01,
  0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc,
  0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147,
  0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08,
  0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const W = new Uint32Array(64);
// Reused between calls: millions of hashes should not mean millions of allocations.
let buffer = new Uint32Array(32);

/** SHA-256 of an ASCII string (the salt is hex and a UUID, the suffix digits), as lowercase hex. */
export function sha256Hex(text: string): string {
  const blocks = ((text.length + 8) >> 6) + 1;
  if (buffer.length < blocks * 16) buffer = new Uint32Array(blocks * 16);
  const words = buffer;
  words.fill(0, 0, blocks * 16);
  for (let i = 0; i < text.length; i++) words[i >> 2] |= (text.charCodeAt(i) & 0xff) << (24 - (i % 4) * 8);
  words[text.length >> 2] |= 0x80 << (24 - (text.length % 4) * 8);
  words[blocks * 16 - 1] = text.length * 8;
  let h0 = 0x6a09e667, h1 = 0xbb67ae85, h2 = 0x3c6ef372, h3 = 0xa54ff53a, h4 = 0x510e527f, h5 = 0x9b05688c, h6 = 0x1f83d9ab, h7 = 0x5be0cd19;
  for (let b = 0; b < blocks; b++) {
    for (let t = 0; t < 64; t++) {
      if (t < 16) W[t] = words[b * 16 + t];
      else {
        const x = W[t - 15], y = W[t - 2];
        const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
        const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
        W[t] = (W[t - 16] + s0 + W[t - 7] + s1) | 0;
      }
    }
    let a = h0, bb = h1, c = h2, d = h3, e = h4, f = h5, g = h6, h = h7;
    for (let t = 0; t < 64; t++) {
      const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const t1 = (h + S1 + ((e & f) ^ (~e & g)) + K[t] + W[t]) | 0;
      const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const t2 = (S0 + ((a & bb) ^ (a & c) ^ (bb & c))) | 0;
      h = g; g = f; f = e; e = (d + t1) | 0; d = c; c = bb; bb = a; a = (t1 + t2) | 0;
    }
    h0 = (h0 + a) | 0; h1 = (h1 + bb) | 0; h2 = (h2 + c) | 0; h3 = (h3 + d) | 0;
    h4 = (h4 + e) | 0; h5 = (h5 + f) | 0; h6 = (h6 + g) | 0; h7 = (h7 + h) | 0;
  }
  return [h0, h1, h2, h3, h4, h5, h6, h7].map((v) => (v >>> 0).toString(16).padStart(8, '0')).join('');
}

const slice = 4000;

/** The solving number as text (what the login sends as captchaCode), or null when there is none or it was aborted. */
export async function solveChallenge(c: PowChallenge, signal?: AbortSignal): Promise<string | null> {
  if (c.algorithm !== 'SHA-256') return null;
  for (let start = 0; start <= c.maxnumber; start += slice) {
    if (signal?.aborted) return null;
    const end = Math.min(c.maxnumber, start + slice - 1);
    for (let n = start; n <= end; n++) if (sha256Hex(c.salt + n) === c.challenge) return String(n);
    await nextTask();
  }
  return null;
}
