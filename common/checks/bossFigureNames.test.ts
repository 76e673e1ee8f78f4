import { describe, expect, it } from 'vitest';
import { listPageFiles } from './pageFiles';

// The chain's figures are compared screen by screen (home, store ranking, store figures, retail and member analysis):
// one figure under two names reads as two figures. English "Margin" beside "Gross margin", "Avg ticket" beside
// "Average ticket" and Chinese 会员占比 beside 会员销售占比 named the same answer field on different boss screens.

/** Answer fields that are the same figure wherever a boss screen shows them. */
const FIGURES = ['sales', 'grossProfit', 'grossMargin', 'tickets', 'avgTicket', 'memberShare', 'salesPerM2', 'lastInDate', 'lastSaleDate'];

type Labelled = { field?: unknown; label?: unknown; widget?: unknown };

/** Every label a boss page gives one of FIGURES (columns, summary and stat items, chart series), per language. */
function namesOf(): Map<string, Set<string>> {
  const names = new Map<string, Set<string>>();
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const n = node as Labelled;
    // a filter is not the figure (a period's label, a ranking's choice)
    if (typeof n.field === 'string' && FIGURES.includes(n.field) && n.label && typeof n.label === 'object' && !n.widget) {
      for (const [lang, text] of Object.entries(n.label)) {
        const key = `${n.field} (${lang})`;
        names.set(key, (names.get(key) ?? new Set()).add(String(text)));
      }
    }
    for (const v of Object.values(node)) visit(v);
  };
  for (const file of listPageFiles(process.cwd())) if (file.set === 'boss') visit(file.json);
  return names;
}

describe("the chain's figures on the boss screens", () => {
  it('carry one name each, in each language', () => {
    const twoNames = [...namesOf()].filter(([, texts]) => texts.size > 1).map(([key, texts]) => `${key}: ${[...texts].join(' / ')}`);
    expect(twoNames).toEqual([]);
  });
});
