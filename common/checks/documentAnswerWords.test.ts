import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A supplier's answer to a document names, in each language, the state the document then shows: the return's
// 驳回 button read "Dispute" and its message "Disputed", after which the return's tag read "Rejected".

const read = (file: string) => JSON.parse(fs.readFileSync(path.join(process.cwd(), file), 'utf8'));
const enums = read('schemas/enums.json') as Record<string, { values: { value: number; label: Record<string, string> }[] }>;
const stateLabel = (name: string, value: number) => enums[name]!.values.find((v) => v.value === value)!.label;

/** The page, the action and the state its answer leads to. */
const answers = [
  { page: 'schemas/supplier/purchase-out.detail.json', action: 'reject', enum: 'outStatus', state: 4 },
];

describe("the words of a supplier's answer and the state it leads to", () => {
  it.each(answers)('$page $action: button and message name the state the document then shows', ({ page, action, enum: name, state }) => {
    const a = (read(page).actions as { id: string; label: Record<string, string>; successText: Record<string, string> }[]).find((x) => x.id === action)!;
    const label = stateLabel(name, state);
    for (const lang of ['zh-CN', 'en']) {
      expect(a.successText[lang], lang).toBe(label[lang]);
      // the button is the verb of that state: 驳回 → 已驳回, Reject → Rejected
      expect(label[lang]!.toLowerCase(), lang).toContain(a.label[lang]!.toLowerCase().replace(/e$/, ''));
    }
  });
});
