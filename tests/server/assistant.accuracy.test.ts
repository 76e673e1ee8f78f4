import { describe, expect, it } from 'vitest';
import { classify } from '../../server/modules/assistant/understand/classify';
import { labelledQuestions, unseenQuestions } from './assistant.questions';

/**
 * Accuracy of the assistant's routing over the labelled question set: the share of questions routed to the intent
 * or knowledge entry a person labelled them with (fallback included). The figure is printed; 90 % is required.
 */
const routed = (q: string) => {
  const r = classify(q);
  return r.path === 'intent' ? r.intent : r.path === 'faq' ? r.entry.id : 'fallback';
};

describe('assistant accuracy', () => {
  it('routes at least 90 % of the labelled questions right (Chinese and English, typos included)', () => {
    const misses = labelledQuestions.map(([q, want]) => ({ q, want, got: routed(q) })).filter((x) => x.got !== x.want);
    const total = labelledQuestions.length;
    const zh = labelledQuestions.filter(([q]) => /\p{Script=Han}/u.test(q)).length;
    const accuracy = (total - misses.length) / total;
    console.log(`[assistant] accuracy ${(accuracy * 100).toFixed(1)} % (${total - misses.length}/${total}; ${zh} Chinese, ${total - zh} English)`);
    for (const m of misses) console.log(`[assistant] miss: "${m.q}" → ${m.got}, labelled ${m.want}`);
    const unseenMisses = unseenQuestions.map(([q, want]) => ({ q, want, got: routed(q) })).filter((x) => x.got !== x.want);
    console.log(`[assistant] unseen questions ${(((unseenQuestions.length - unseenMisses.length) / unseenQuestions.length) * 100).toFixed(1)} % (${unseenQuestions.length - unseenMisses.length}/${unseenQuestions.length})`);
    for (const m of unseenMisses) console.log(`[assistant] unseen miss: "${m.q}" → ${m.got}, labelled ${m.want}`);
    expect(total).toBeGreaterThanOrEqual(80);
    expect(accuracy).toBeGreaterThanOrEqual(0.9);
  });
});
