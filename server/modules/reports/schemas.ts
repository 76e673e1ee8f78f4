import { pageParamsSchema } from '../../lib/paging';
import { BizError } from '../../lib/errors';

const date = { type: 'string', format: 'date' } as const;
const id = { type: 'integer', minimum: 1, maximum: 9007199254740991 } as const;

export const arrivalRateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['dateFrom', 'dateTo'],
  properties: {
    dateFrom: date,
    dateTo: date,
    groupBy: { type: 'string', enum: ['branch', 'day', 'month'], default: 'branch' },
    branchId: id,
  },
} as const;

export interface ArrivalRateInput {
  dateFrom: string;
  dateTo: string;
  groupBy: 'branch' | 'day' | 'month';
  branchId?: number;
}

const summaryFilters = {
  dateFrom: date,
  dateTo: date,
  groupBy: { type: 'string', enum: ['item', 'branch', 'category', 'day'], default: 'item' },
  branchId: id,
  keyword: { type: 'string', maxLength: 64 },
} as const;

export const purchaseSummaryBody = {
  type: 'object',
  additionalProperties: false,
  required: ['dateFrom', 'dateTo'],
  properties: { ...pageParamsSchema, ...summaryFilters },
} as const;

export interface PurchaseSummaryInput {
  pageNum: number;
  pageSize: number;
  dateFrom: string;
  dateTo: string;
  groupBy: 'item' | 'branch' | 'category' | 'day';
  branchId?: number;
  keyword?: string;
}

// Reports read at most this many days at once, which bounds the work one request can ask of the database.
export const maxReportDays = 366;

/** A period the reports accept: from ≤ to, at most a year and a day. */
export function checkPeriod(dateFrom: string, dateTo: string): void {
  if (dateFrom > dateTo) throw BizError.invalid('dateTo', '结束日期不能早于开始日期 dateTo must not be before dateFrom');
  const days = (Date.parse(`${dateTo}T00:00:00Z`) - Date.parse(`${dateFrom}T00:00:00Z`)) / 86_400_000 + 1;
  if (days > maxReportDays) throw BizError.invalid('dateTo', `查询区间不能超过${maxReportDays}天 period longer than ${maxReportDays} days`);
}
