import { PrintError, toPrintError } from './errors';
import { DEFAULT_CHUNK } from './transport/profiles';
import type { Transport } from './transport/types';
import { wait } from '../../ui/wait';

// The print queue: one job at a time, in order. A job is sent in chunks of the printer's packet size, each
// write awaited; progress counts acknowledged bytes. A job either reaches 100 % or fails with a typed error
// and the share that was sent — it is never resumed in the middle: a reprint starts again from ESC @. A
// packet the link refuses as too large restarts the job once at 20 bytes.

export type JobStatus = 'queued' | 'sending' | 'done' | 'failed';

export interface JobProgress {
  id: number;
  status: JobStatus;
  sent: number;
  total: number;
  /** 0..100, of acknowledged bytes */
  percent: number;
  chunkSize: number;
  error?: PrintError;
}

export interface JobHandle {
  id: number;
  /** resolves when every byte was written; rejects with a PrintError */
  done: Promise<void>;
  cancel(): void;
}


export class PrintQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private nextId = 1;

  submit(transport: Transport, bytes: Uint8Array, opts: { chunkSize?: number; onProgress?: (p: JobProgress) => void } = {}): JobHandle {
    const id = this.nextId++;
    let cancelled = false;
    const report = (p: Omit<JobProgress, 'id' | 'percent' | 'total'>): void =>
      opts.onProgress?.({ id, total: bytes.length, percent: bytes.length ? Math.floor((p.sent / bytes.length) * 100) : 100, ...p });
    const chunkSize = Math.max(1, Math.min(512, opts.chunkSize ?? transport.chunkSize ?? DEFAULT_CHUNK));
    report({ status: 'queued', sent: 0, chunkSize });
    const done = this.tail.then(async () => {
      let size = chunkSize;
      let sent = 0;
      let dropped = false;
      const off = transport.onDisconnect(() => (dropped = true));
      const percent = (): number => (bytes.length ? Math.floor((sent / bytes.length) * 100) : 0);
      try {
        await transport.ensureConnected();
        for (let attempt = 0; ; attempt++) {
          sent = 0;
          try {
            report({ status: 'sending', sent, chunkSize: size });
            for (let at = 0; at < bytes.length; at += size) {
              if (cancelled) throw new PrintError('JOB_CANCELLED', { sentPercent: percent() });
              if (dropped) throw new PrintError('DISCONNECTED', { sentPercent: percent() });
              const chunk = bytes.subarray(at, Math.min(bytes.length, at + size));
              await transport.write(chunk);
              sent += chunk.length;
              report({ status: 'sending', sent, chunkSize: size });
              if (transport.pacingMs) await wait(transport.pacingMs);
            }
            break;
          } catch (err) {
            const e = toPrintError(err);
            if (e.code === 'TOO_LARGE' && attempt === 0 && size > DEFAULT_CHUNK) {
              size = DEFAULT_CHUNK;
              continue;
            }
            throw e.code === 'DISCONNECTED' || e.code === 'TIMEOUT' || e.code === 'TOO_LARGE' || e.code === 'FAILED'
              ? new PrintError(e.code, { sentPercent: percent(), raw: e.raw ?? err, message: e.message })
              : e;
          }
        }
        report({ status: 'done', sent: bytes.length, chunkSize: size });
      } catch (err) {
        const e = toPrintError(err);
        report({ status: 'failed', sent, chunkSize: size, error: e });
        // For support: the raw error behind the typed one.
        console.warn('print job failed', e.code, e.raw ?? e);
        throw e;
      } finally {
        off();
      }
    });
    this.tail = done.catch(() => undefined);
    return { id, done, cancel: () => (cancelled = true) };
  }
}

/** The app's one queue: two documents printed in a row come out one after the other, never interleaved. */
export const printQueue = new PrintQueue();
