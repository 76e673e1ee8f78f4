import { BizError } from './errors';
import type { Said } from './language';

// Goods travel in the item's purchase packaging (a case of 12): a quantity that breaks a pack is sent only once the
// user confirms it. Shared by the replenishment request and the supplier's order confirmation.

/** The error code of a request the server carries out only once the user confirms it (data.confirm names the flag). */
export const CONFIRM_CODE = 428;

/** Whether `qty` is a whole number of packs of `packFactor` units (any quantity is, when the item has no pack or a pack of 1). */
export function wholePacks(qty: string, packFactor: string | null): boolean {
  const pack = Math.round(Number(packFactor ?? 1) * 1000);
  return !(pack > 1000) || Math.round(Number(qty) * 1000) % pack === 0;
}

/** A quantity as messages write it: up to 3 decimals, thousands grouped, no trailing zeros ("1,234.5"). */
export const quantityText = (v: number | string): string => Number(v).toLocaleString('en-US', { maximumFractionDigits: 3 });

/** The question (code 428) that names the lines breaking a pack; sent again with `confirmPartPack: true` it is taken. */
export function partPackQuestion(message: Said, fields: string[]): BizError {
  return new BizError(CONFIRM_CODE, message, { data: { confirm: 'confirmPartPack', fields } });
}
