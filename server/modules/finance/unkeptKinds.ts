import { BizError } from '../../lib/errors';
import { said, type Said } from '../../lib/language';
import { idParams } from '../../lib/schemaFragments';

/**
 * The payable flow's source documents that spec §7 gives a detail route but the data model does not keep (no table,
 * no ledger type, no seed: docs/decisions.md, "Payable ledger"). Their routes answer that plainly, in an envelope of
 * its own (code 501, the kind in `data`), instead of a 404 that would say the document was missing or another's, or
 * another document shown under their name.
 */
const kinds: { path: string; name: Said }[] = [
  { path: 'settlement-repair', name: said('结算调整单', 'settlement adjustments') },
  { path: 'purchase', name: said('采购单', 'plain purchase documents') },
  { path: 'agent-supplier-settlement', name: said('代销供应商结算单', 'agent supplier settlements') },
  { path: 'union-supplier-settlement', name: said('联营供应商结算单', 'union supplier settlements') },
  { path: 'agent-supplier-payable', name: said('代销供应商应付单', 'agent supplier payables') },
  { path: 'fresh-in', name: said('生鲜收货单（按重量收货）', 'fresh-goods receipts (received by weight)') },
];

/** The envelope code of a document kind the system does not keep (spec §8's "other": a toast with the message). */
export const NOT_KEPT = 501;

export const notKeptAnswer = { type: 'null', description: 'never answered: the route always says the kind is not kept' } as const;

const notKept = (kind: { path: string; name: Said }) =>
  new BizError(NOT_KEPT, said(`系统未记录${kind.name['zh-CN']}，暂无可查看的单据`, `The system keeps no ${kind.name.en}: there is no document to show`), {
    data: { kind: kind.path, available: false },
  });

/** One detail route per kind: `GET /scm/financial/<kind>/detail/:id` (prefixed by the caller's group). */
export const unkeptDetailRoutes = kinds.map((kind) => ({
  url: `/${kind.path}/detail/:id` as const,
  summary: `Not kept by the data model: answers code ${NOT_KEPT} (not available) with the kind, for any id`,
  schema: { params: idParams, response: notKeptAnswer },
  handler: async (): Promise<never> => {
    throw notKept(kind);
  },
}));
