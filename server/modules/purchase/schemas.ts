import { pageParamsSchema } from '../../lib/paging';
import { orderVisibleStatuses, inVisibleStatuses, outVisibleStatuses } from './statuses';

/** Input schemas of the purchasing API. Unknown fields are refused so a typo never silently widens a query. */

const date = { type: 'string', format: 'date' } as const;
const id = { type: 'integer', minimum: 1, maximum: 9007199254740991 } as const;
const keyword = { type: 'string', maxLength: 64 } as const;

// `status` accepts 2 or [2, 3]: with coerceTypes 'array' a single value arrives as a one-element array.
const statusList = (codes: readonly number[]) =>
  ({ type: 'array', items: { type: 'integer', enum: [...codes] }, maxItems: codes.length }) as const;

export const orderListBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...pageParamsSchema,
    status: statusList(orderVisibleStatuses),
    dateFrom: date,
    dateTo: date,
    branchId: id,
    keyword,
    dueToday: { type: 'boolean' },
  },
} as const;

export interface OrderListFilter {
  pageNum: number;
  pageSize: number;
  status?: number[];
  dateFrom?: string;
  dateTo?: string;
  branchId?: number;
  keyword?: string;
  dueToday?: boolean;
}

export const idParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id },
} as const;

const reason = { type: 'string', maxLength: 200 } as const;

export const orderConfirmBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'version', 'action'],
  properties: {
    id,
    version: { type: 'integer', minimum: 0 },
    action: { type: 'string', enum: ['confirm', 'reject'] },
    promisedDate: date,
    reason,
    remark: { type: 'string', maxLength: 200 },
    lines: {
      type: 'array',
      maxItems: 1000,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['lineId', 'confirmedQty'],
        properties: {
          lineId: id,
          // A string keeps exact decimals; a number is accepted for convenience and checked the same way.
          confirmedQty: { anyOf: [{ type: 'string', maxLength: 20 }, { type: 'number' }] },
          promisedDate: date,
        },
      },
    },
  },
} as const;

export interface OrderConfirmInput {
  id: number;
  version: number;
  action: 'confirm' | 'reject';
  promisedDate?: string;
  reason?: string;
  remark?: string;
  lines?: { lineId: number; confirmedQty: string | number; promisedDate?: string }[];
}

export const inListBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...pageParamsSchema,
    status: statusList(inVisibleStatuses),
    reconStatus: { type: 'array', items: { type: 'integer', enum: [0, 1, 2] }, maxItems: 3 },
    dateFrom: date,
    dateTo: date,
    branchId: id,
    keyword,
  },
} as const;

export const outListBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...pageParamsSchema,
    status: statusList(outVisibleStatuses),
    reconStatus: { type: 'array', items: { type: 'integer', enum: [0, 1, 2] }, maxItems: 3 },
    dateFrom: date,
    dateTo: date,
    branchId: id,
    keyword,
  },
} as const;

export interface DocListFilter {
  pageNum: number;
  pageSize: number;
  status?: number[];
  reconStatus?: number[];
  dateFrom?: string;
  dateTo?: string;
  branchId?: number;
  keyword?: string;
}

export const outConfirmBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'version', 'action'],
  properties: {
    id,
    version: { type: 'integer', minimum: 0 },
    action: { type: 'string', enum: ['confirm', 'reject'] },
    reason,
  },
} as const;

export interface OutConfirmInput {
  id: number;
  version: number;
  action: 'confirm' | 'reject';
  reason?: string;
}
