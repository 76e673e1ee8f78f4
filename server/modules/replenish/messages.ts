import { said, type Said } from '../../lib/language';

export const replenishMessages = {
  changed: said('补货单状态已变化，请刷新后重试', 'The replenishment request has changed; refresh and try again'),
  notDraft: said('只有草稿可以提交审批', 'Only a draft can be sent for approval'),
  notCancellable: said('只有草稿或待审批的补货单可以取消', 'Only a draft or a request awaiting approval can be cancelled'),
  notForReview: said('只有待审批的补货单可以审批', 'Only a request awaiting approval can be approved or rejected'),
  notYourItem: said('不是本供应商可补货的商品', 'is not an item this supplier replenishes'),
  repeatedItem: said('商品重复', 'appears twice'),
  zeroQty: said('必须大于0', 'must be greater than 0'),
  notThisRequest: said('不是本补货单的明细', 'is not a line of this request'),
  repeatedLine: said('明细重复', 'appears twice'),
  aboveRequested: said('不能超过申请数量', 'must not exceed the requested quantity'),
  notAStore: said('门店不存在', 'is not a branch of this merchant'),
  required: said('不能为空', 'must not be empty'),
  pastDate: said('不能早于今天', 'must not be before today'),
  quantityTooLarge: (most: string, why: Said) => said(`数量过大，最多 ${most}（${why['zh-CN']}）`, `is far too large: at most ${most} (${why.en})`),
  lineAmountTooLarge: said('金额超过单行上限 ¥1,000,000', 'is worth more than a line may be (¥1,000,000)'),
  requestAmountTooLarge: said('补货单金额超过上限 ¥5,000,000，请分批补货', 'are worth more than one request may be (¥5,000,000): split the request'),
} as const;
