import { describe, expect, it } from 'vitest';
import { didYouMean, didYouMeanFieldWords, didYouMeanWords, nearest } from './didYouMean';

describe('did you mean', () => {
  it('offers the nearest known names for a misspelt one', () => {
    expect(nearest('poStatsu', ['poStatus', 'inStatus', 'outStatus', 'reconStatus'])).toEqual(['poStatus']);
    expect(nearest('/packagesSub/purchaseOrder/indx', ['/packagesSub/purchaseOrder/index', '/packagesSub/purchaseOut/list'])).toEqual(['/packagesSub/purchaseOrder/index']);
    expect(nearest('scm_home', ['SCM_HOME', 'SCM_HOME2'])).toEqual(['SCM_HOME']);
    expect(nearest('SCM_HOMES', ['SCM_HOME', 'SCM_HOME2', 'SCM_GOODS'])).toEqual(['SCM_HOME', 'SCM_HOME2']);
  });

  it('offers nothing far away, and never the name itself', () => {
    expect(nearest('qty', ['quantity', 'amount'])).toEqual([]);
    expect(nearest('amount', ['amount'])).toEqual([]);
  });

  it('ends a message with the guess, else the known names when they are few, else nothing', () => {
    expect(didYouMean('amout', ['text', 'amount', 'rate'])).toBe(' (did you mean "amount"?)');
    expect(didYouMean('SCM_FINANCE_AMOUNT', ['SCM_FINANCE_AMOUNTS', 'SCM_HOME'], false)).toBe(' (did you mean SCM_FINANCE_AMOUNTS?)');
    expect(didYouMean('zzz', ['text', 'amount'])).toBe('; known: "text", "amount"');
    expect(didYouMean('zzz', Array.from({ length: 20 }, (_, i) => `name${i}`))).toBe('');
  });

  it('offers for a field the name it is short or long for, when none is near in spelling', () => {
    expect(didYouMeanFieldWords('inQuantity', ['name', 'inQty', 'inAmount', 'outQty', 'outAmount', 'netAmount', 'code', 'key', 'total'])).toEqual({ en: ' (did you mean "inQty"?)', zh: '（是否应为 "inQty"？）' });
    expect(didYouMeanFieldWords('inQty', ['inQuantity', 'inAmount']).en).toBe(' (did you mean "inQuantity"?)');
    expect(didYouMeanWords('inQuantity', ['inQty', 'inAmount']).en).toBe('; known: "inQty", "inAmount"');
  });

  it('offers for a field what it offered before where a name is near in spelling, or none is short for it', () => {
    expect(didYouMeanFieldWords('nmae', ['name', 'nameAbbr'])).toEqual(didYouMeanWords('nmae', ['name', 'nameAbbr']));
    expect(didYouMeanFieldWords('branchID', ['branchId', 'branchIdList']).en).toBe(' (did you mean "branchId"?)');
    expect(didYouMeanFieldWords('qty', ['quantity', 'amount']).en).toBe('; known: "quantity", "amount"');
    expect(didYouMeanFieldWords('id', Array.from({ length: 20 }, (_, i) => `itemId${i}`)).en).toBe('');
  });

  it('offers for a field written short in lower case the name it stands for, in both languages', () => {
    const answer = ['key', 'name', 'code', 'inQuantity', 'inAmount', 'outQuantity', 'totalQuantity', 'netAmount'];
    expect(didYouMeanFieldWords('inqty', answer)).toEqual({ en: ' (did you mean "inQuantity"?)', zh: '（是否应为 "inQuantity"？）' });
    expect(didYouMeanFieldWords('totalqty', answer)).toEqual({ en: ' (did you mean "totalQuantity"?)', zh: '（是否应为 "totalQuantity"？）' });
    expect(didYouMeanFieldWords('netamt', answer)).toEqual({ en: ' (did you mean "netAmount"?)', zh: '（是否应为 "netAmount"？）' });
    // the same name in other letters' case is the name meant, alone
    expect(didYouMeanFieldWords('inqty', ['inQty', 'inQtyList'])).toEqual({ en: ' (did you mean "inQty"?)', zh: '（是否应为 "inQty"？）' });
    // the name it shortens word by word comes before one two edits away
    expect(didYouMeanFieldWords('inamt', answer).en).toBe(' (did you mean "inAmount" or "name"?)');
  });
});

describe('nearest, weighing the names that fit the place', () => {
  const routes = ['/packagesSub/receipts/info', '/packagesSub/receipts/list', '/packagesSub/orders/list'];
  const lists = (r: string) => r.endsWith('/list');
  it('offers a name that fits over a nearer one that does not, within two edits', () => {
    expect(nearest('/packagesSub/receipts/index', routes)).toEqual(['/packagesSub/receipts/info']);
    expect(nearest('/packagesSub/receipts/index', routes, lists)).toEqual(['/packagesSub/receipts/list']);
  });
  it('keeps a far nearer name that does not fit, and the plain nearest when nothing fits', () => {
    expect(nearest('/packagesSub/receipts/infoo', routes, lists)).toEqual(['/packagesSub/receipts/info']);
    expect(nearest('/packagesSub/receipts/index', routes, () => false)).toEqual(['/packagesSub/receipts/info']);
  });
});
