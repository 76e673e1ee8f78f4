import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';

/**
 * A minimal POSIX ustar archive (what `tar -tvf` and `tar -xf` read), written and read one entry at a time with a
 * SHA-256 of every file's bytes. The backup needs no more than regular files and folders, and writing it here keeps
 * the archive the same on every system (no dependency on which `tar` is installed).
 */

const BLOCK = 512;

export interface TarEntry {
  /** path inside the archive, '/'-separated, no leading '/' */
  name: string;
  kind: 'file' | 'dir';
  size: number;
  mode: number;
}

function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', base: name };
  // ustar keeps longer paths as prefix (≤ 155 bytes) + '/' + name (≤ 100 bytes), cut at a '/'.
  for (let i = name.indexOf('/'); i > 0; i = name.indexOf('/', i + 1)) {
    const prefix = name.slice(0, i);
    const base = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return { prefix, base };
  }
  throw new Error(`path too long for the archive: ${name}`);
}

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function header(entry: TarEntry, mtime: number): Buffer {
  const h = Buffer.alloc(BLOCK);
  const { prefix, base } = splitName(entry.kind === 'dir' ? `${entry.name}/` : entry.name);
  h.write(base, 0, 100, 'utf8');
  h.write(octal(entry.mode & 0o7777, 8), 100, 'ascii');
  h.write(octal(0, 8), 108, 'ascii');
  h.write(octal(0, 8), 116, 'ascii');
  h.write(octal(entry.kind === 'dir' ? 0 : entry.size, 12), 124, 'ascii');
  h.write(octal(Math.floor(mtime / 1000), 12), 136, 'ascii');
  h.write(' '.repeat(8), 148, 'ascii');
  h.write(entry.kind === 'dir' ? '5' : '0', 156, 'ascii');
  h.write('ustar\u000000', 257, 'ascii');
  h.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of h) sum += byte;
  h.write(octal(sum, 7) + ' ', 148, 'ascii');
  return h;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

export class TarWriter {
  private constructor(private readonly out: fs.FileHandle) {}

  static async create(file: string): Promise<TarWriter> {
    return new TarWriter(await fs.open(file, 'wx', 0o600));
  }

  async dir(name: string, mode = 0o700): Promise<void> {
    await this.out.write(header({ name, kind: 'dir', size: 0, mode }, Date.now()));
  }

  async buffer(name: string, bytes: Buffer, mode = 0o600): Promise<string> {
    await this.out.write(header({ name, kind: 'file', size: bytes.length, mode }, Date.now()));
    await this.out.write(bytes);
    await this.out.write(padding(bytes.length));
    return createHash('sha256').update(bytes).digest('hex');
  }

  /**
   * Copies a file that may be written while it is read (a live database file): its size is taken once and exactly
   * that many bytes are stored, zeros standing in for a tail cut off meanwhile. The WAL replayed at restore puts
   * every page changed during the copy right, torn or missing.
   */
  async file(name: string, source: string): Promise<{ size: number; sha256: string } | null> {
    let input: fs.FileHandle;
    try {
      input = await fs.open(source, 'r');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null; // dropped meanwhile (a temp file, a dropped table)
      throw err;
    }
    try {
      const stat = await input.stat();
      const size = stat.size;
      await this.out.write(header({ name, kind: 'file', size, mode: stat.mode }, stat.mtimeMs));
      const hash = createHash('sha256');
      const chunk = Buffer.alloc(1 << 20);
      let done = 0;
      while (done < size) {
        const { bytesRead } = await input.read(chunk, 0, Math.min(chunk.length, size - done), done);
        const piece = bytesRead > 0 ? chunk.subarray(0, bytesRead) : Buffer.alloc(size - done);
        hash.update(piece);
        await this.out.write(piece);
        done += piece.length;
      }
      await this.out.write(padding(size));
      return { size, sha256: hash.digest('hex') };
    } finally {
      await input.close();
    }
  }

  async close(): Promise<void> {
    await this.out.write(Buffer.alloc(BLOCK * 2));
    await this.out.sync();
    await this.out.close();
  }
}

function readString(h: Buffer, start: number, length: number): string {
  const raw = h.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end < 0 ? length : end).toString('utf8');
}

/** Reads an archive entry by entry; `onFile` receives each file's bytes in chunks and their SHA-256 at the end. */
export async function readTar(
  file: string,
  visit: {
    dir(entry: TarEntry): Promise<void>;
    file(entry: TarEntry, chunks: AsyncIterable<Buffer>): Promise<void>;
  },
): Promise<void> {
  const input = await fs.open(file, 'r');
  try {
    let offset = 0;
    const h = Buffer.alloc(BLOCK);
    while (true) {
      const { bytesRead } = await input.read(h, 0, BLOCK, offset);
      if (bytesRead < BLOCK) throw new Error(`${file} ends in the middle of an entry: not a complete backup`);
      if (h.every((b) => b === 0)) return;
      if (readString(h, 257, 6) !== 'ustar') throw new Error(`${file} is not a tar archive written by npm run backup`);
      const prefix = readString(h, 345, 155);
      const name = (prefix ? `${prefix}/` : '') + readString(h, 0, 100);
      const size = parseInt(readString(h, 124, 12).trim() || '0', 8);
      const mode = parseInt(readString(h, 100, 8).trim() || '600', 8);
      const type = String.fromCharCode(h[156]!);
      offset += BLOCK;
      const clean = name.replace(/\/+$/, '');
      if (clean.split('/').some((part) => part === '..' || part === '') || name.startsWith('/')) throw new Error(`unsafe path in the archive: ${name}`);
      if (type === '5') await visit.dir({ name: clean, kind: 'dir', size: 0, mode });
      else if (type === '0' || type === '\0') {
        const start = offset;
        async function* chunks(): AsyncGenerator<Buffer> {
          const buf = Buffer.alloc(1 << 20);
          let done = 0;
          while (done < size) {
            const { bytesRead: n } = await input.read(buf, 0, Math.min(buf.length, size - done), start + done);
            if (n === 0) throw new Error(`${file} ends in the middle of ${clean}: not a complete backup`);
            done += n;
            yield buf.subarray(0, n);
          }
        }
        await visit.file({ name: clean, kind: 'file', size, mode }, chunks());
      } else throw new Error(`unexpected entry type ${JSON.stringify(type)} for ${name} in the archive`);
      offset += size + padding(size).length;
    }
  } finally {
    await input.close();
  }
}
