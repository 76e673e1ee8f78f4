import { describe, expect, it } from 'vitest';
import { buildJob, previewJob } from './job';
import { effectiveProtocol } from './transport/profiles';
import { renderTemplate, type PrintTemplate } from '../../../common/print/template';
import { tokenizeTspl } from './tokenize';
import goodsLabel from '../../../schemas/print/goods-label.json';
import goodsReceipt from '../../../schemas/print/goods-receipt.json';

describe('commands per printer', () => {
  it('label printers get TSPL: by service, by name, or by hand; everything else ESC/POS', () => {
    expect(effectiveProtocol('auto', { name: 'HM-A300-0F3C', serviceUuid: '0000ff00-0000-1000-8000-00805f9b34fb' })).toBe('tspl');
    expect(effectiveProtocol('auto', { name: 'GP-2120TU' })).toBe('tspl');
    expect(effectiveProtocol('auto', { name: 'Printer_5C2E', serviceUuid: '000018f0-0000-1000-8000-00805f9b34fb' })).toBe('escpos');
    expect(effectiveProtocol('auto', { name: 'MPT-II' })).toBe('escpos');
    expect(effectiveProtocol('tspl', { name: 'MPT-II' })).toBe('tspl');
  });

  const lines = [{ name: '纯牛奶', spec: '250ml', unit: '盒', barcode: '6901234567892', qty: '2.000', price: '3.5', amount: '7', giftQty: '0.000', batchNo: null }];

  it('labels on a label printer are 40 x 30 mm labels, one per line', () => {
    const job = buildJob(renderTemplate(goodsLabel as PrintTemplate, { lines: [...lines, ...lines] }, 'zh-CN'), { protocol: 'tspl', paper: 58, cutter: true, label: (goodsLabel as PrintTemplate).label });
    const cmds = tokenizeTspl(job.bytes);
    expect(cmds.filter((c) => c === 'SIZE 40 mm,30 mm')).toHaveLength(2);
    expect(cmds.filter((c) => c === 'PRINT 1,1')).toHaveLength(2);
  });

  it('a receipt on a label printer is one label as tall as its lines', () => {
    const job = buildJob(renderTemplate(goodsReceipt as PrintTemplate, { sheetNo: 'SH1', lines }, 'zh-CN'), { protocol: 'tspl', paper: 58, cutter: true });
    const cmds = tokenizeTspl(job.bytes);
    expect(cmds[0]).toMatch(/^SIZE 48 mm,\d+ mm$/);
    expect(cmds.filter((c) => c.startsWith('PRINT'))).toHaveLength(1);
    expect(cmds.some((c) => /,"\s*收货单"$/.test(c))).toBe(true);
  });

  it('free goods of 0 print nothing; the receipt lines wrap within 32 columns', () => {
    const job = buildJob(renderTemplate(goodsReceipt as PrintTemplate, { sheetNo: 'SH1', lines }, 'zh-CN'), { protocol: 'escpos', paper: 58, cutter: false });
    expect(job.text.some((t) => t.includes('赠品'))).toBe(false);
    expect(job.text.filter((t) => !t.startsWith('[')).every((t) => [...t].reduce((w, c) => w + (c.charCodeAt(0) < 128 ? 1 : 2), 0) <= 32)).toBe(true);
  });
});

describe('what the preview draws', () => {
  it('names the characters that print as ?, each once, and draws them as ?', () => {
    const blocks = [
      { type: 'text' as const, value: 'A©云😀©' },
      { type: 'row' as const, cols: [{ text: '¥5' }, { text: '™' }] },
    ];
    const job = previewJob(blocks, { protocol: 'escpos', paper: 58, cutter: false });
    expect(job.unknown).toEqual(['©', '😀', '™']);
    expect(job.text[0]).toBe('A?云??');
    const built = buildJob(blocks, { protocol: 'escpos', paper: 58, cutter: false });
    expect(built.unknown).toEqual(job.unknown);
    expect(built.lines).toEqual(job.lines);
    expect(built.bytes.length).toBeGreaterThan(0);
  });
});
