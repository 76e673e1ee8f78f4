import { describe, expect, it } from 'vitest';
import { abbreviated, abbreviates } from './abbreviation';

describe('a name written short for another', () => {
  it('is the short of a name whose words it shortens, in order, each from its first letter', () => {
    expect(abbreviates('inQty', 'inQuantity')).toBe(true);
    expect(abbreviates('outAmt', 'outAmount')).toBe(true);
    expect(abbreviates('netAmt', 'netPurchaseAmount')).toBe(true);
    expect(abbreviates('SCM_FIN_AMT', 'SCM_FINANCE_AMOUNTS')).toBe(true);
    expect(abbreviates('confirmedQty', 'confirmedQuantity')).toBe(true);
  });

  it('is not a short name: id and qty are in too many names to point at one', () => {
    expect(abbreviates('id', 'itemId')).toBe(false);
    expect(abbreviates('qty', 'quantity')).toBe(false);
    expect(abbreviates('amt', 'amount')).toBe(false);
  });

  it('does not start elsewhere than the name, nor take a word from the middle of one', () => {
    expect(abbreviates('qtyIn', 'inQuantity')).toBe(false);
    expect(abbreviates('Quantity', 'inQuantity')).toBe(false);
    expect(abbreviates('inTty', 'inQuantity')).toBe(false);
    expect(abbreviates('code', 'colorDepth')).toBe(false);
    expect(abbreviates('inQuantity', 'inQty')).toBe(false);
    expect(abbreviates('inQty', 'inQty')).toBe(false);
  });

  it('is found both ways: the typed name short for a known one, or a known one short for the typed', () => {
    expect(abbreviated('inQuantity', ['inQty', 'outQty', 'inAmount'])).toEqual(['inQty']);
    expect(abbreviated('inQty', ['inQuantity', 'outQuantity', 'inAmount'])).toEqual(['inQuantity']);
    expect(abbreviated('quantity', ['qty', 'id'])).toEqual([]);
    expect(abbreviated('identifier', ['id'])).toEqual([]);
  });

  it("is all in lower case: the long name's first words whole, the rest shortening a later word", () => {
    expect(abbreviates('inqty', 'inQuantity')).toBe(true);
    expect(abbreviates('totalqty', 'totalQuantity')).toBe(true);
    expect(abbreviates('netamt', 'netAmount')).toBe(true);
    expect(abbreviates('netamt', 'netPurchaseAmount')).toBe(true);
    expect(abbreviates('purchprice', 'purchasePrice')).toBe(false);
    // only the last word is shortened: co(lor) de(pth) is no name
    expect(abbreviates('code', 'colorDepth')).toBe(false);
    expect(abbreviates('qtyin', 'inQuantity')).toBe(false);
    expect(abbreviates('amtnet', 'netAmount')).toBe(false);
    expect(abbreviates('inqty', 'inQty')).toBe(false);
  });

  it("is the short of an all-lower-case long name, its first words being the long name's first letters", () => {
    expect(abbreviates('inQty', 'inquantity')).toBe(true);
    expect(abbreviates('totalQty', 'totalquantity')).toBe(true);
    expect(abbreviates('inQty', 'inquiry')).toBe(false);
    expect(abbreviated('totalquantity', ['totalQty', 'totalAmount'])).toEqual(['totalQty']);
  });
});
