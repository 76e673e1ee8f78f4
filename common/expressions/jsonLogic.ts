import jsonLogic from 'json-logic-js';
import { addDays, addMonths, earlierDate, formatDate, laterDate, monthEnd, monthStart } from './dateOps';
import { provideEvaluator, type Logic } from './expression';

// The evaluator of expressions: json-logic-js (data in, data out: no eval, no new Function), with our date
// operations registered as JSON-logic operations. Importing this module installs it (expression.ts); the app
// imports it with the page files that hold an expression, the checks and the server always.

const dateOperations: Record<string, (...args: unknown[]) => unknown> = {
  monthStart: (key) => monthStart(key),
  monthEnd: (key) => monthEnd(key),
  addDays: (day, n) => addDays(day, n),
  addMonths: (value, n) => addMonths(value, n),
  formatDate: (value, pattern) => formatDate(value, pattern),
  laterDate: (...days) => laterDate(...days),
  earlierDate: (...days) => earlierDate(...days),
};
for (const [name, run] of Object.entries(dateOperations)) jsonLogic.add_operation(name, run);
// "log" writes to the console: not something a page file may do.
jsonLogic.rm_operation('log');

provideEvaluator((logic: Logic, data: unknown) => jsonLogic.apply(logic as Parameters<typeof jsonLogic.apply>[0], data));
