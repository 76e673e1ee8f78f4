import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { BizError } from '../../lib/errors';
import type { SupplierScope } from '../../lib/scope';
import { changeRequestMessages as m } from './messages';
import { insertRequest } from './queries/changeRequests';
import { currentSupplier } from './queries/currentSupplier';
import type { ChangeRequestInput } from './schemas';

/**
 * A supplier asks for new contacts or bank details. Master data is the merchant's: the request waits for its
 * approval (the merchant's side applies it), and the current values are kept with it for the reviewer.
 */
export async function createChangeRequest(db: Kysely<Database>, scope: SupplierScope, input: ChangeRequestInput) {
  const s = await currentSupplier(db, scope);
  if (!s) throw BizError.notFound();
  const reason = input.reason?.trim() || null;
  let id: number | null;
  if (input.kind === 'contact') {
    const changes = { contact: input.contact?.trim() ?? s.contact, mobile: input.mobile?.trim() ?? s.mobile };
    if (changes.contact === s.contact && changes.mobile === s.mobile) throw BizError.invalid(input.contact ? 'contact' : 'mobile', m.nothingChanged);
    id = await insertRequest(db, scope, { kind: 'contact', changes, previous: { contact: s.contact, mobile: s.mobile }, reason });
  } else {
    const changes = {
      bankName: input.bankName?.trim() ?? s.bank_name,
      bankAccount: input.bankAccount?.replace(/\s+/g, '') ?? s.bank_account,
    };
    if (changes.bankName === s.bank_name && changes.bankAccount === s.bank_account) throw BizError.invalid(input.bankName ? 'bankName' : 'bankAccount', m.nothingChanged);
    id = await insertRequest(db, scope, { kind: 'bank', changes, previous: { bankName: s.bank_name, bankAccount: s.bank_account }, reason });
  }
  if (id === null) throw BizError.conflict(m.openAlready);
  return { id, status: 0 };
}
