import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { AuthContext } from '../../lib/auth';
import { BizError } from '../../lib/errors';
import { said } from '../../lib/language';
import { notify } from '../../lib/notify';
import { changeRequestMessages as m } from './messages';
import { decideRequest, requestExists } from './queries/changeRequests';
import type { ReviewInput } from './schemas';

const subject = (kind: string) => (kind === 'bank' ? said('银行信息', 'bank details') : said('联系人信息', 'contact details'));

/** The merchant approves (master data changes) or rejects a supplier's change request; the requester is told. */
export async function reviewChangeRequest(db: Kysely<Database>, auth: AuthContext, input: ReviewInput) {
  return db.transaction().execute(async (trx) => {
    const r = await decideRequest(trx, auth.merchantId, auth.userId, { ...input, comment: input.comment?.trim() || null });
    if (!r) {
      if (!(await requestExists(trx, auth.merchantId, input.id))) throw BizError.notFound();
      throw BizError.conflict(m.moved);
    }
    const what = subject(r.kind);
    await notify(trx, {
      userId: r.requestedBy,
      supplierId: r.supplierId,
      kind: input.approve ? 'changeApproved' : 'changeRejected',
      title: input.approve
        ? said(`${what['zh-CN']}变更申请已通过`, `Your change of ${what.en} was approved`)
        : said(`${what['zh-CN']}变更申请被驳回`, `Your change of ${what.en} was rejected`),
      docType: 'supplier_change_request',
      docId: r.id,
    });
    return { id: r.id, status: r.status, version: r.version };
  });
}
