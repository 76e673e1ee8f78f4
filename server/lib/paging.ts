export const pageParamsSchema = {
  pageNum: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
} as const;

export interface PageParams {
  pageNum: number;
  pageSize: number;
}

export function pageOffset(p: PageParams): number {
  return (p.pageNum - 1) * p.pageSize;
}

export function pageResult<T>(rows: T[], total: number): { rows: T[]; total: number } {
  return { rows, total };
}
