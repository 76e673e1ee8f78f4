import type { Answer, Pick as Say } from '../answer';
import type { Lang } from '../../../lib/language';
import type { ReadAsCaller } from '../../../lib/readAsCaller';
import type { BossParams } from './carry';

// What every boss answer is built from (answers.ts and the answers of one topic beside it, stockAnswers.ts).

export interface BossContext {
  read: ReadAsCaller;
  lang: Lang;
  /** the business day questions are read against */
  today: string;
  question: string;
  /** the period, store, per-store table, days and ranking end the question names or the thread carries */
  params: BossParams;
}

export type Built = Pick<Answer, 'text' | 'table' | 'links'>;

/** Builds the answer to one boss intent; null when the caller may not read what it needs. */
export type Build = (ctx: BossContext, p: Say) => Promise<Built | null>;

export const plusDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** The filter of the store the question names, none for all the caller may see. */
export const oneStore = (ctx: BossContext) => (ctx.params.branch ? { branchId: ctx.params.branch.id } : {});
