import { describe, expect, it } from 'vitest';
import { findPage, schemaSetOf } from './pageIndex';

// One route, one file per set: the buyer reviews on the routes where the supplier edits.
describe('page index: schema sets', () => {
  it('reads the set from the folder', () => {
    expect(schemaSetOf('../../schemas/buyer/x.list.json')).toBe('buyer');
    expect(schemaSetOf('../../schemas/boss/x.list.json')).toBe('boss');
    expect(schemaSetOf('../../schemas/supplier/x.list.json')).toBe('supplier');
  });

  it('gives the buyer the buyer file and the supplier the supplier file of the same route', () => {
    expect(findPage('/packagesSub/newProductApply/list', 'buyer')?.file).toBe('schemas/buyer/new-product-review.list.json');
    expect(findPage('/packagesSub/newProductApply/list', 'supplier')?.file).toBe('schemas/supplier/new-product.list.json');
    expect(findPage('/packagesSub/newProductApply/info', 'buyer')?.kind).toBe('detail');
    expect(findPage('/packagesSub/newProductApply/info', 'supplier')?.kind).toBe('form');
    expect(findPage('/packagesSub/replenish/detail', 'buyer')?.file).toBe('schemas/buyer/replenish-review.detail.json');
    expect(findPage('/packagesSub/replenish/list', 'buyer')?.file).toBe('schemas/buyer/replenish-review.list.json');
  });

  it('lets the buyer open the shared "my" pages from the supplier set, and never the boss set', () => {
    expect(findPage('/packagesSub/my/contcatUs', 'buyer')?.file).toBe('schemas/supplier/my-about.detail.json');
    expect(findPage('/packagesSub/my/changePhone', 'buyer')?.set).toBe('supplier');
    expect(findPage('/packagesSub/replenish/list', 'boss')).toBeUndefined();
  });
});
