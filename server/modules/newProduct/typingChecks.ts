import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { BizError } from '../../lib/errors';
import type { Lang, Said } from '../../lib/language';
import type { SupplierScope } from '../../lib/scope';
import { filterText, isPluFormat } from './barcode';
import { barcodeFormatProblem, barcodeTaken, freePlu, nameTaken, pluTaken } from './checks';
import { newProductMessages as m } from './messages';

/**
 * The checks the form runs while the supplier types (debounced): the same rules submission applies, answered as
 * `{ ok, message }` so a field can show the message at once. `id` is the application being edited.
 */

// The form shows the message under its field, so it does not name the field again (「商品名称」商品名称已存在).
const answer = (lang: Lang, problem: Said | null) => ({ ok: problem === null, message: problem === null ? null : problem[lang] });

export async function checkName(db: Kysely<Database>, scope: SupplierScope, lang: Lang, input: { name: string; id?: number }) {
  const name = filterText(input.name);
  if (!name) return answer(lang, m.required);
  return answer(lang, (await nameTaken(db, scope.merchantId, name, input.id)) ? m.nameRepeated : null);
}

export async function checkBarcode(db: Kysely<Database>, scope: SupplierScope, lang: Lang, input: { barcode: string; id?: number; isWeighed?: boolean }) {
  const code = input.barcode.trim();
  if (input.isWeighed) return answer(lang, code ? m.weighedNoBarcode : null);
  if (!code) return answer(lang, m.required);
  const own = barcodeFormatProblem(code);
  if (own) return answer(lang, own);
  return answer(lang, (await barcodeTaken(db, scope.merchantId, code, input.id)) ? m.barcodeRepeated : null);
}

/** `getPLUCode`: the next free PLU of the merchant's range. */
export async function nextPlu(db: Kysely<Database>, scope: SupplierScope, input: { id?: number }) {
  const plu = await freePlu(db, scope.merchantId, input.id);
  if (!plu) throw BizError.invalid('pluCode', m.noFreePlu);
  return { pluCode: plu, rectified: false, ok: true, message: null };
}

/**
 * `checkAndRectifyPlu`: the typed PLU when it is well-formed and free, else a free one in its place, saying why and
 * naming it (the form checks the field with it while the supplier types: "taken or not 4-5 digits; 1023 is free").
 */
export async function rectifyPlu(db: Kysely<Database>, scope: SupplierScope, lang: Lang, input: { pluCode?: string; id?: number }) {
  const typed = input.pluCode?.trim() ?? '';
  if (typed && isPluFormat(typed) && !(await pluTaken(db, scope.merchantId, typed, input.id))) return { pluCode: typed, rectified: false, ok: true, message: null };
  const plu = await freePlu(db, scope.merchantId, input.id);
  if (!plu) throw BizError.invalid('pluCode', m.noFreePlu);
  return { pluCode: plu, rectified: typed !== '', ok: typed === '', message: typed ? m.pluTakenFree(plu)[lang] : null };
}
