import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { logSupplierAnswer, moveDocument } from '../../../lib/documentMove';
import { BizError } from '../../../lib/errors';
import type { SupplierScope } from '../../../lib/scope';
import { financeMessages, invoiceSumMismatch } from '../messages';
import { fromCents, toCents } from '../money';
import type { InvoiceSubmitInput } from '../schemas';
import { visibleSettlement } from './settlements';

const awaitingInvoice = 1;
const invoicesSubmitted = 2;

/** Each invoice adds up (before tax + tax = amount), no number twice, and all of them cover what is still to invoice. */
function checkInvoices(input: InvoiceSubmitInput, stillToInvoice: bigint) {
  const seen = new Set<string>();
  let total = 0n;
  input.invoices.forEach((inv, i) => {
    if (toCents(inv.amountExTax) + toCents(inv.taxAmount) !== toCents(inv.amount)) {
      throw BizError.invalid(`invoices/${i}/amount`, financeMessages.invoiceArithmetic);
    }
    const key = `${inv.invoiceCode ?? ''}/${inv.invoiceNo}`;
    if (seen.has(key)) throw BizError.invalid(`invoices/${i}/invoiceNo`, financeMessages.invoiceDuplicate);
    seen.add(key);
    total += toCents(inv.amount);
  });
  if (total !== stillToInvoice) throw BizError.invalid('invoices', invoiceSumMismatch(fromCents(stillToInvoice), fromCents(total)));
}

/**
 * The supplier submits the invoices of a settlement awaiting them (1→2), compare-and-set on status and version.
 * Invoices refused earlier stay on record with their reason; the new ones wait for the chain's verification.
 */
export async function submitInvoices(db: Kysely<Database>, scope: SupplierScope, input: InvoiceSubmitInput) {
  const head = await visibleSettlement(db, scope, input.id);
  if (!head) throw BizError.notFound();
  // Not awaiting invoices (submitted, paid, cancelled): said as such, not as a change to refresh for, since a form kept
  // open or opened by an old link would only be refused again.
  if (head.status !== awaitingInvoice) throw BizError.conflict(financeMessages.notAwaitingInvoices);
  if (head.version !== input.version) throw BizError.conflict(financeMessages.settlementChanged);
  return db.transaction().execute(async (trx) => {
    const move = { id: input.id, version: input.version, from: awaitingInvoice, to: invoicesSubmitted };
    const moved = await moveDocument(trx, 'settlement', scope, move, { invoiced_amount: head.invoiceRequired, invoice_reject_reason: null });
    if (!moved) throw BizError.conflict(financeMessages.settlementChanged);
    // What is left to invoice, read once this request holds the settlement: read before, a request that lost the race
    // would see the winner's invoices and be told its own exceed the amount (400) instead of that the settlement
    // changed (409). A refusal here rolls the move back.
    const kept = await trx
      .selectFrom('settlement_invoice')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), sql<string>`0`).as('ok'))
      .where('settlement_id', '=', input.id)
      .where('supplier_id', '=', scope.supplierId)
      .where('verify_status', '<>', 2)
      .executeTakeFirstOrThrow();
    checkInvoices(input, toCents(head.invoiceRequired) - toCents(String(kept.ok)));
    await trx
      .insertInto('settlement_invoice')
      .values(
        input.invoices.map((inv) => ({
          merchant_id: scope.merchantId, settlement_id: input.id, supplier_id: scope.supplierId, invoice_type: inv.invoiceType,
          invoice_code: inv.invoiceCode ?? null, invoice_no: inv.invoiceNo, invoice_date: inv.invoiceDate, amount_ex_tax: inv.amountExTax,
          // The rate as the invoice states it: tax over the amount before tax, to two places.
          tax_rate: toCents(inv.amountExTax) === 0n ? '0' : sql<string>`round(${inv.taxAmount}::numeric / ${inv.amountExTax}::numeric, 2)`,
          tax_amount: inv.taxAmount, amount: inv.amount, verify_status: 0,
        })),
      )
      .execute();
    await logSupplierAnswer(trx, scope, 'settlement', move, null);
    return moved;
  });
}
