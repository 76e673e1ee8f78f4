import MiniSearch from 'minisearch';
import { readRepoJson } from '../../../lib/jsonFile';
import type { Lang } from '../../../lib/language';
import { searchTerms, within } from '../understand/text';

/**
 * The product's knowledge base: bilingual entries written for this portal (the JSON files beside this one), searched
 * with MiniSearch (BM25) over the terms of understand/text.ts. Each entry is indexed with its questions, keywords and
 * answer in both languages, so a question in either language finds it.
 */

export interface Link {
  label: Record<Lang, string>;
  path: string;
}

export interface Entry {
  id: string;
  topic: string;
  questions: Record<Lang, string[]>;
  keywords: Record<Lang, string[]>;
  answer: Record<Lang, string>;
  links: Link[];
}

const files = ['account', 'orders', 'returns', 'finance', 'goods'];

export const entries: readonly Entry[] = files.flatMap((f) => readRepoJson<Entry[]>(`server/modules/assistant/knowledge/${f}.json`));

const byId = new Map(entries.map((e) => [e.id, e]));
export const entryById = (id: string) => byId.get(id);

interface Doc {
  id: string;
  questions: string;
  keywords: string;
  answer: string;
}

const index = new MiniSearch<Doc>({
  fields: ['questions', 'keywords', 'answer'],
  storeFields: ['id'],
  // Terms are made once, here, by the same function for documents and questions.
  tokenize: (text) => searchTerms(text),
  processTerm: (term) => term,
  searchOptions: { boost: { questions: 3, keywords: 2, answer: 0.5 }, combineWith: 'OR' },
});
index.addAll(
  entries.map((e) => ({
    id: e.id,
    questions: [...e.questions['zh-CN'], ...e.questions.en].join('\n'),
    keywords: [...e.keywords['zh-CN'], ...e.keywords.en].join('\n'),
    answer: `${e.answer['zh-CN']}\n${e.answer.en}`,
  })),
);

export interface Hit {
  entry: Entry;
  score: number;
  /** the share of the question's terms the entry holds (0–1): how much of the question it answers */
  coverage: number;
}

// Pairs of characters that carry no topic ("怎么", "什么"): they must not make an unrelated question look covered.
const emptyPairs = new Set(['怎么', '什么', '么办', '么样', '为什', '哪里', '请问', '一下', '可以', '是什', '我的', '我们', '你们', '多少', '时候', '什么时']);

/** The best entries for a question, best first; English terms longer than four letters forgive one typo. */
export function searchKnowledge(question: string, limit = 3): Hit[] {
  const terms = [...new Set(searchTerms(question).filter((t) => !emptyPairs.has(t) && !emptyPairs.has(t.replace(/^py:/, ''))))];
  if (!terms.length) return [];
  return index
    .search({ queries: terms, combineWith: 'OR' }, { fuzzy: (term) => (/^[a-z]{5,}$/.test(term) ? 1 : 0), prefix: false })
    .slice(0, limit)
    .map((r) => {
      // Coverage counts the question's terms the entry's questions or keywords hold: a word that only occurs
      // somewhere in an answer's prose ("if you like") says nothing about the entry being the answer.
      const topical = new Set<string>();
      for (const [matched, fields] of Object.entries(r.match)) if (fields.some((f) => f !== 'answer')) topical.add(matched);
      const covered = r.queryTerms.filter((q) => topical.has(q) || (q.length > 4 && [...topical].some((m) => within(q, m, 1)))).length;
      // One matching word of several is chance ("meaning of life" and "shelf life"), not an answer.
      const enough = covered >= Math.min(2, terms.length);
      return { entry: byId.get(r.id as string)!, score: r.score, coverage: enough ? Math.min(1, covered / terms.length) : 0 };
    });
}
