import { afterEach, describe, expect, it } from 'vitest';
import { PrintError } from './errors';
import { buildJob } from './job';
import { PrintQueue, type JobProgress } from './queue';
import { renderTemplate, type PrintTemplate } from '../../../common/print/template';
import { fakePrinterRecord, installFakeBluetooth, removeFakeBluetooth, type FakePrinterOptions } from './testing/fakeBluetooth';
import { tokenizeEscPos } from './tokenize';
import { openBle, requestBlePrinter } from './transport/ble';
import { PRINTER_SERVICES } from './transport/profiles';
import purchaseOrder from '../../../schemas/print/purchase-order.json';

// The transport and the queue against a fake printer (design/printing.md §4): chunks of the configured size,
// awaited one by one; a dropped link fails the job with the share sent and never reports it printed.

const order = {
  sheetNo: 'PO2026000123',
  branchName: '一号店',
  receiveBranchName: '中心仓',
  orderDate: '2026-11-20',
  expectedDate: '2026-11-23',
  totalQty: '36.000',
  totalAmount: '1234.50',
  taxAmount: '142.02',
  supplierName: '示例食品有限公司',
  printedAt: '2026-11-23T09:30:00Z',
  lines: Array.from({ length: 12 }, (_, i) => ({ name: `特级初榨橄榄油礼盒装 ${i + 1}`, barcode: `690123456${String(i).padStart(4, '0')}`, unit: '盒', orderQty: 3, price: '34.29', amount: '102.87' })),
};
const job = buildJob(renderTemplate(purchaseOrder as PrintTemplate, order, 'zh-CN'), { protocol: 'escpos', paper: 58, cutter: true });

async function connect(opts: FakePrinterOptions = {}, chunkSize?: number, writeTimeoutMs?: number) {
  installFakeBluetooth(opts);
  const device = await requestBlePrinter();
  return openBle(device, { chunkSize, writeTimeoutMs });
}

const sent = (): number[] => fakePrinterRecord().writes.flatMap((w) => w.bytes);

afterEach(removeFakeBluetooth);

describe('Web Bluetooth transport and print queue', () => {
  it('asks the chooser for every known printer service and writes to the first writable characteristic', async () => {
    const t = await connect();
    expect(fakePrinterRecord().requests[0]).toEqual({ acceptAllDevices: true, optionalServices: [...PRINTER_SERVICES] });
    expect(t.characteristicUuid).toBe('00002af1-0000-1000-8000-00805f9b34fb');
    expect(t.writeMode).toBe('response');
    expect(t.chunkSize).toBe(100);
  });

  it('a full purchase order prints in chunks of the configured size, every byte in order', async () => {
    const t = await connect({}, 100);
    const progress: JobProgress[] = [];
    await new PrintQueue().submit(t, job.bytes, { onProgress: (p) => progress.push(p) }).done;
    const sizes = fakePrinterRecord().writes.map((w) => w.bytes.length);
    expect(job.bytes.length).toBeGreaterThan(1000);
    expect(Math.max(...sizes)).toBe(100);
    expect(sizes.slice(0, -1).every((n) => n === 100)).toBe(true);
    expect(sent()).toEqual(Array.from(job.bytes));
    expect(tokenizeEscPos(Uint8Array.from(sent())).lines).toEqual(job.text);
    expect(progress.at(-1)).toMatchObject({ status: 'done', percent: 100 });
  });

  it('45 bytes at chunk 20 are written as 20, 20, 5', async () => {
    const t = await connect({}, 20);
    await new PrintQueue().submit(t, new Uint8Array(45).fill(0x41)).done;
    expect(fakePrinterRecord().writes.map((w) => w.bytes.length)).toEqual([20, 20, 5]);
  });

  it('a disconnect mid-job fails with DISCONNECTED and the share sent, never "done"', async () => {
    const t = await connect({ failAtWrite: 4 }, 100);
    const progress: JobProgress[] = [];
    const err = await new PrintQueue().submit(t, job.bytes, { onProgress: (p) => progress.push(p) }).done.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PrintError);
    expect((err as PrintError).code).toBe('DISCONNECTED');
    expect((err as PrintError).sentPercent).toBe(Math.floor((300 / job.bytes.length) * 100));
    expect(progress.some((p) => p.status === 'done')).toBe(false);
    expect(progress.at(-1)).toMatchObject({ status: 'failed' });
  });

  it('a reprint after a disconnect reconnects and sends the whole job again from ESC @', async () => {
    const t = await connect({ failAtWrite: 2 }, 100);
    const q = new PrintQueue();
    await q.submit(t, job.bytes).done.catch(() => undefined);
    fakePrinterRecord().writes.length = 0;
    await q.submit(t, job.bytes).done;
    expect(fakePrinterRecord().connects).toBe(2);
    expect(sent()).toEqual(Array.from(job.bytes));
    expect(sent().slice(0, 4)).toEqual([0x1b, 0x40, 0x1c, 0x26]);
  });

  it('a write the printer never answers fails with TIMEOUT, not a hang', async () => {
    const t = await connect({ writeDelayMs: 300 }, 20, 50);
    await expect(new PrintQueue().submit(t, new Uint8Array(60)).done).rejects.toMatchObject({ code: 'TIMEOUT', sentPercent: 0 });
  });

  it('a cancelled chooser is CANCELLED; no printer around is NOT_FOUND', async () => {
    installFakeBluetooth({ cancel: true });
    await expect(requestBlePrinter()).rejects.toMatchObject({ code: 'CANCELLED' });
    installFakeBluetooth({ none: true });
    await expect(requestBlePrinter()).rejects.toMatchObject({ code: 'NOT_FOUND' });
    removeFakeBluetooth();
    await expect(requestBlePrinter()).rejects.toMatchObject({ code: 'UNSUPPORTED' });
  });

  it('a packet over the limit restarts the job once at 20 bytes', async () => {
    const t = await connect({ maxWrite: 64 }, 100);
    await new PrintQueue().submit(t, job.bytes).done;
    expect(fakePrinterRecord().refused).toBe(1);
    expect(new Set(fakePrinterRecord().writes.map((w) => w.bytes.length)).has(100)).toBe(false);
    expect(sent()).toEqual(Array.from(job.bytes));
  });

  it('write-without-response only: paced writes, still every byte', async () => {
    const t = await connect({ write: false }, 50);
    expect(t.writeMode).toBe('noResponse');
    expect(t.pacingMs).toBeGreaterThan(0);
    await new PrintQueue().submit(t, job.bytes.subarray(0, 200)).done;
    expect(fakePrinterRecord().writes.every((w) => w.mode === 'noResponse')).toBe(true);
    expect(sent()).toEqual(Array.from(job.bytes.subarray(0, 200)));
  });

  it('jobs print one at a time, never interleaved; a cancelled job stops and says so', async () => {
    const t = await connect({ writeDelayMs: 2 }, 20);
    const q = new PrintQueue();
    const a = q.submit(t, new Uint8Array(60).fill(0x61));
    const b = q.submit(t, new Uint8Array(60).fill(0x62));
    const c = q.submit(t, new Uint8Array(60).fill(0x63));
    c.cancel();
    await Promise.all([a.done, b.done]);
    await expect(c.done).rejects.toMatchObject({ code: 'JOB_CANCELLED' });
    expect(String.fromCharCode(...sent())).toBe('a'.repeat(60) + 'b'.repeat(60));
  });
});
