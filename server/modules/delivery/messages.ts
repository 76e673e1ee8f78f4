import { businessTimeZone } from '../../lib/businessDay';
import { said, type Said } from '../../lib/language';

/** A slot's start as the store's clock shows it, for messages: '12-05 07:00'. */
export const localTime = (d: Date) =>
  new Intl.DateTimeFormat('zh-CN', { timeZone: businessTimeZone, month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false }).format(d);

/** What delivery appointments answer, in both languages; problems of a field read after its name. */
export const deliveryMessages = {
  asnChanged: said('发货通知状态已变化，请刷新后重试', 'The shipping notice has changed; refresh and try again'),
  versionRequired: said('修改时必须填写', 'is required to change a notice'),
  pastCutOff: said('已过预约截止时间，不能再修改、改约或取消', 'The cut-off has passed: it can no longer be changed, moved or cancelled'),
  notShippable: said('不是可发货的已确认订单明细', 'is not a line of a confirmed order that can be shipped'),
  oneBranch: said('只能包含同一收货门店的订单', 'must all be orders of one receiving branch'),
  overRemaining: (remaining: string): Said =>
    said(`不能大于可发数量 ${remaining}（已确认 − 已收 − 已发）`, `must not exceed the ${remaining} left to ship (confirmed − received − shipped)`),
  lineTwice: said('同一商品同一批号重复', 'gives the same line and batch twice'),
  // says all three at once: a line missing its batch and both dates was refused one field a save
  datesRequired: said('效期商品必须填写（批号、生产日期、到期日期都要填）', 'is required for a date-controlled item (its batch, made-on and expiry dates all are)'),
  expiryBeforeProduction: said('不能早于生产日期', 'must not be before the production date'),
  noDock: said('该门店未设置收货预约', 'This branch takes no delivery appointments'),
  notASlot: said('不是该门店可预约的时段', 'is not a slot of this branch'),
  slotClosed: said('该时段已过预约截止时间', 'is past its cut-off'),
  slotFull: said('该时段剩余容量不足，请选择其他时段', 'The slot has no room left for this delivery; choose another one'),
  sameSlot: said('与当前预约时段相同', 'is the slot already booked'),
  notBooked: said('该发货通知没有预约', 'The shipping notice has no booking'),
  notArrivable: said('该单据不在待到货状态', 'This notice is not awaiting arrival'),
  tooEarlyForNoShow: said('预约时段尚未结束，不能记为爽约', 'The slot has not ended yet: it cannot be a no-show'),
  openBeforeClose: said('必须早于结束收货时间', 'must be before the closing time'),
  slotsMustFit: said('营业时间必须是时段长度的整数倍', 'must be a whole number of slots after the opening time'),
  periodBackwards: said('不能早于开始日期', 'must not be before the start date'),
  periodTooLong: said('期间最长 14 天', 'must be at most 14 days after the start'),
  notThisNotice: said('不是本发货通知的明细', 'is not a line of this notice'),
  overShipped: (shipped: string): Said => said(`不能大于发货数量 ${shipped}`, `must not exceed the ${shipped} shipped`),
  notReceivable: said('该发货通知不在待收货状态，请刷新后重试', 'The notice is not awaiting receipt; refresh and try again'),
  capacityChanged: said('收货设置已被修改，请刷新后重试', 'The dock settings have changed; refresh and try again'),
  movedTitle: (sheetNo: string, when: string, reason: string): Said =>
    said(`发货通知 ${sheetNo} 的预约已改至 ${when}：${reason}`, `Your booking for ${sheetNo} was moved to ${when}: ${reason}`),
  reminderTitle: (sheetNo: string, branch: string, when: string): Said =>
    said(`明天送货提醒：发货通知 ${sheetNo}，${branch}，${when}`, `Delivery tomorrow: ${sheetNo} at ${branch}, ${when}`),
  refusedTitle: (sheetNo: string, reason: string): Said =>
    said(`发货通知 ${sheetNo} 的预约被拒绝：${reason}，请重新预约`, `Your booking for ${sheetNo} was refused: ${reason}. Please book another slot`),
} as const;
