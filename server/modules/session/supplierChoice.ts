import type { FastifyRequest } from 'fastify';
import { BizError } from '../../lib/errors';
import { linkedSuppliers, type LinkedSupplier } from '../../lib/linkedSuppliers';
import { openSession, revokeSession, setSessionSupplier } from './queries/sessions';

type SupplierRequest = FastifyRequest<{ Body: { supplierId: number } }>;

/** The supplier the body names, if the session's user is linked to it; any other id looks like a missing one. */
async function linkOf(req: SupplierRequest): Promise<LinkedSupplier> {
  const link = req.auth.userKind === 'supplier'
    ? (await linkedSuppliers(req.server.db, req.auth.userId)).find((s) => s.id === req.body.supplierId)
    : undefined;
  if (!link) throw BizError.notFound();
  return link;
}

const ref = (s: LinkedSupplier) => ({ id: s.id, code: s.code, name: s.name });

/** A session without a supplier chooses one, once; switching later issues a new token. */
export async function chooseSupplier(req: SupplierRequest) {
  const link = await linkOf(req);
  if (req.auth.supplierId !== null && req.auth.supplierId !== link.id) throw BizError.conflict({ 'zh-CN': '已选择供应商，请使用切换供应商', en: 'A supplier is already chosen; use switch supplier instead' });
  await setSessionSupplier(req.server.db, req.auth.tokenId, link.id, [link.role]);
  return { supplier: ref(link) };
}

/** Ends the session and opens one acting for the other supplier, remembered as the user's last. */
export async function switchSupplier(req: SupplierRequest) {
  const link = await linkOf(req);
  const { db } = req.server;
  const token = await db.transaction().execute(async (tx) => {
    await revokeSession(tx, req.auth.tokenId, 'switched');
    return openSession(tx, {
      kind: 'supplier',
      userId: req.auth.userId,
      merchantId: req.auth.merchantId,
      supplierId: link.id,
      roles: [link.role],
      ip: req.ip,
      userAgent: req.headers['user-agent'] ?? '',
    }, 'switched', req.auth.tokenId);
  });
  await db.updateTable('supplier_user').set({ last_supplier_id: link.id }).where('id', '=', req.auth.userId).execute();
  return { token, supplier: ref(link) };
}
