import { pageParamsSchema } from '../../lib/paging';
import { orderVisibleStatuses, inVisibleStatuses, outVisibleStatuses } from './statuses';

/** Input schemas of the purchasing API. Unknown fields are refused so a typo never silently widens a query. */

const date = { type: 'string', format: 'date' } as const;
const id = { type: 'integer', minimum: 1, maximum: 9007199254740991 } as const;
const keyword = { type: 'string', maxLength: 64 } as const;

// `status` accepts 2 or [2, 3]: with coerceTypes 'array' a single value arrives as a one-element array.
const statusList = (codes: readonly number[]) =>
  ({ type: 'array', items: { type: 'integer', enum: [...codes] }, maxItems: codes.length }) as const;

// The filters every purchasing list offers after its status ones, in the order the API documentation shows them.
const periodBranchKeyword = { dateFrom: date, dateTo: date, branchId: id, keyword } as const;

interface ListFilter {
  pageNum: number;
  pageSize: number;
  status?: number[];
  dateFrom?: string;
  dateTo?: string;
  branchId?: number;
  keyword?: string;
}

export const orderListBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...pageParamsSchema,
    status: statusList(orderVisibleStatuses),
    ...periodBranchKeyword,
    dueToday: { type: 'boolean' },
  },
} as const;

export interface OrderListFilter extends ListFilter {
  dueToday?: boolean;
}

export const idParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id },
} as const;

// What every answer of the supplier's names: which document, as of which version, and yes or no.
const answerRequired = ['id', 'version', 'action'] as const;
const answerFields = {
  id,
  version: { type: 'integer', minimum: 0 },
  action: { type: 'string', enum: ['confirm', 'reject'] },
} as const;
const reason = { type: 'string', maxLength: 200 } as const;

interface SupplierAnswerInput {
  id: number;
  version: number;
  action: 'confirm' | 'reject';
  reason?: string;
}

export const orderConfirmBody = {
  type: 'object',
  additionalProperties: false,
  required: answerRequired,
  properties: {
    ...answerFields,
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

export interface OrderConfirmInput extends SupplierAnswerInput {
  promisedDate?: string;
  remark?: string;
  lines?: { lineId: number; confirmedQty: string | number; promisedDate?: string }[];
}

/** Receipts and returns are filtered alike; only the statuses a supplier may see differ. */
const docListBody = (visibleStatuses: readonly number[]) =>
  ({
    type: 'object',
    additionalProperties: false,
    properties: {
      ...pageParamsSchema,
      status: statusList(visibleStatuses),
      reconStatus: { type: 'array', items: { type: 'integer', enum: [0, 1, 2] }, maxItems: 3 },
      ...periodBranchKeyword,
    },
  }) as const;

export const inListBody = docListBody(inVisibleStatuses);
export const outListBody = docListBody(outVisibleStatuses);

export interface DocListFilter extends ListFilter {
  reconStatus?: number[];
}

export const outConfirmBody = {
  type: 'object',
  additionalProperties: false,
  required: answerRequired,
  properties: { ...answerFields, reason },
} as const;

export type OutConfirmInput = SupplierAnswerInput;
