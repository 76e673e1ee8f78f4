import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, inlineStyleHashes, shellPolicy } from './shellPolicy';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('the app shell policy', () => {
  it('hashes inline scripts only, byte for byte', () => {
    const html = '<head><script type="module" crossorigin src="./assets/a.js"></script><script>var a=1</script>\n<script>\nb()\n</script><script src="x.js"></script></head>';
    expect(inlineScriptHashes(html)).toEqual([sha('var a=1'), sha('\nb()\n')]);
  });

  it('hashes style elements, not linked sheets', () => {
    const html = '<head><link rel="stylesheet" href="./assets/a.css"><style>:root{--a:1}</style><style media="x">b{c:d}</style></head>';
    expect(inlineStyleHashes(html)).toEqual([sha(':root{--a:1}'), sha('b{c:d}')]);
  });

  it('allows the shell its own styles and nothing else', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scm-shell-'));
    const file = path.join(dir, 'index.html');
    try {
      fs.writeFileSync(file, '<style>a{b:c}</style><script>one()</script>');
      expect(shellPolicy(file)).toContain(`style-src-elem 'self' ${sha('a{b:c}')};`);
      expect(shellPolicy(path.join(dir, 'missing.html'))).toContain("style-src-elem 'self';");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('allows the shell its own scripts and nothing else, and follows a rebuild', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scm-shell-'));
    const file = path.join(dir, 'index.html');
    try {
      fs.writeFileSync(file, '<script>one()</script>');
      const first = shellPolicy(file);
      expect(first).toContain(`script-src 'self' ${sha('one()')};`);
      expect(first).toContain("script-src-attr 'none'");
      fs.writeFileSync(file, '<script>two()</script>');
      fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
      expect(shellPolicy(file)).toContain(`script-src 'self' ${sha('two()')};`);
      expect(shellPolicy(path.join(dir, 'missing.html'))).toContain("script-src 'self';");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
