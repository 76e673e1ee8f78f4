import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { pageOffset, pageParamsSchema, pageResult, type PageParams } from '../../lib/paging';
import { likeEscape } from '../../lib/sqlText';

interface ItemSearch extends PageParams {
  keyword: string;
}

/**
 * Item pickers: the supplier's own items (main supplier, or supplying at some branch) matching a name, item code or
 * barcode. Code and barcode match by prefix so the indexes serve them; names match anywhere.
 */
export default async function itemRoutes(app: FastifyInstance) {
  app.post<{ Body: ItemSearch }>('/common/item/queryByKeyword', {
    schema: {
      tags: ['common'],
      body: {
        type: 'object',
        required: ['keyword'],
        additionalProperties: false,
        properties: { keyword: { type: 'string', minLength: 1, maxLength: 64 }, ...pageParamsSchema },
      },
    },
  }, async (req) => {
    const { merchantId, supplierId } = req.auth;
    const kw = likeEscape(req.body.keyword.trim());
    const matching = app.db
      .selectFrom('item as i')
      .where('i.merchant_id', '=', merchantId)
      .where((eb) =>
        eb.or([
          eb('i.main_supplier_id', '=', supplierId),
          eb.exists(eb.selectFrom('item_supplier as s').select('s.id').whereRef('s.item_id', '=', 'i.id').where('s.supplier_id', '=', supplierId)),
        ]),
      )
      .where((eb) => eb.or([eb('i.name', 'ilike', `%${kw}%`), eb('i.code', 'like', `${kw}%`), eb('i.barcode', 'like', `${kw}%`)]));
    const [rows, count] = await Promise.all([
      matching
        .select(['i.id', 'i.code', 'i.barcode', 'i.name', 'i.spec', 'i.unit'])
        .orderBy('i.code')
        .limit(req.body.pageSize)
        .offset(pageOffset(req.body))
        .execute(),
      matching.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return ok(pageResult(rows, Number(count.n)));
  });
}
