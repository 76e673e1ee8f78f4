// Expressions: the one form of computed value a page file may hold besides {{field}} templates, as data
// ({"$expr": <JSON-logic>}), never code: no eval, no new Function, so the app keeps its strict CSP. Usable as a
// link's query value (rowLink, drill, summary and figure links, link actions), an api parameter and a condition.
// This module is light (no JSON-logic library): the app loads the evaluator (jsonLogic.ts) only with a page file
// that holds an expression; the checks and the server import it directly.

import type { Expression, Logic } from '../page/schemaTypes';

export type { Expression, Logic };

/** The operations a page may use: JSON-logic's own, minus those that reach outside the data (log), plus ours. */
export const LOGIC_OPERATIONS = [
  'var', 'missing', 'missing_some', 'if', '?:', '==', '===', '!=', '!==', '!', '!!', 'or', 'and', '>', '>=', '<', '<=',
  '+', '-', '*', '/', '%', 'min', 'max', 'cat', 'substr', 'in', 'merge', 'map', 'filter', 'reduce', 'all', 'none', 'some',
] as const;

/** Date operations of our own (dateOps.ts): what a link needs to turn a grouped row into a period. */
export const DATE_OPERATIONS = ['monthStart', 'monthEnd', 'addDays', 'addMonths', 'formatDate', 'laterDate', 'earlierDate'] as const;

export const OPERATIONS: ReadonlySet<string> = new Set<string>([...LOGIC_OPERATIONS, ...DATE_OPERATIONS]);

export function isExpression(v: unknown): v is Expression {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && '$expr' in v && Object.keys(v).length === 1;
}

/** Whether a page (any JSON value) holds an expression anywhere: the app then loads the evaluator with it. */
export function holdsExpression(v: unknown): boolean {
  if (Array.isArray(v)) return v.some(holdsExpression);
  if (typeof v !== 'object' || v === null) return false;
  return isExpression(v) || Object.values(v).some(holdsExpression);
}

/** The operations an expression uses that are not allowed, with the JSON pointer of each (relative to the logic). */
export function unknownOperations(logic: Logic, pointer = ''): { op: string; pointer: string }[] {
  if (Array.isArray(logic)) return logic.flatMap((l, i) => unknownOperations(l, `${pointer}/${i}`));
  if (typeof logic !== 'object' || logic === null) return [];
  return Object.entries(logic).flatMap(([op, args]) => {
    const here = `${pointer}/${op.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    return [...(OPERATIONS.has(op) ? [] : [{ op, pointer: here }]), ...unknownOperations(args, here)];
  });
}

/** The data paths an expression reads ({"var": "key"}, {"var": ["date", default]}). */
export function readPaths(logic: Logic): string[] {
  if (Array.isArray(logic)) return logic.flatMap(readPaths);
  if (typeof logic !== 'object' || logic === null) return [];
  return Object.entries(logic).flatMap(([op, args]) => {
    if (op !== 'var') return readPaths(args);
    const path = Array.isArray(args) ? args[0] : args;
    return typeof path === 'string' && path !== '' ? [path] : typeof path === 'number' ? [String(path)] : [];
  });
}

type Evaluator = (logic: Logic, data: unknown) => unknown;

let evaluator: Evaluator | null = null;

/** Whether the evaluator has loaded (the app loads it with the first page file that holds an expression). */
export function expressionsReady(): boolean {
  return evaluator !== null;
}

/** Installed by jsonLogic.ts when it loads. */
export function provideEvaluator(run: Evaluator): void {
  evaluator = run;
}

/**
 * The value of an expression over `data` (a row, a record, with `$params` the page's filter values). An expression
 * whose operation fails, or that runs before the evaluator has loaded, is empty (null): a link then sends nothing
 * rather than something wrong, and the check (linkValues.ts) finds such links before anyone taps one.
 */
export function evaluateExpression(expr: Expression, data: unknown): unknown {
  if (!evaluator) {
    console.error('[expressions] an expression was evaluated before common/expressions/jsonLogic.ts loaded');
    return null;
  }
  if (unknownOperations(expr.$expr).length) return null;
  try {
    const v = evaluator(expr.$expr, data);
    return v === undefined ? null : v;
  } catch {
    return null;
  }
}
