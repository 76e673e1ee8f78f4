/** The three kinds of user and the small integers sessions and settings store them as (one map for all). */
export type UserKind = 'supplier' | 'buyer' | 'boss';

export const userKindCode: Readonly<Record<UserKind, number>> = { supplier: 1, buyer: 2, boss: 3 };

const kindByCode = new Map(Object.entries(userKindCode).map(([kind, code]) => [code, kind as UserKind]));

export function userKindOf(code: number): UserKind {
  const kind = kindByCode.get(code);
  if (!kind) throw new Error(`unknown user kind code ${code}`);
  return kind;
}
