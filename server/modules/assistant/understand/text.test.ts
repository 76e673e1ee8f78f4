import { pinyin } from 'pinyin-pro';
import { describe, expect, it } from 'vitest';
import { asksWorst, bossConcepts, classifyBoss } from '../boss/classify';
import { bossLabelledQuestions } from '../boss/labelledQuestions';
import { classify } from './classify';
import { concepts } from './concepts';
import { labelledQuestions } from './questionSets';
import { grammatical, holds, readText, spelledOut } from './text';

/**
 * Homophone slips of the assistant's Chinese keywords (a pinyin IME's wrong pick: 裤存 for 库存) read as the keyword,
 * by the classifier and by what reads the question's words after it; real words that merely share a syllable do not.
 */
const routed = (q: string) => {
  const r = classify(q);
  return r.path === 'intent' ? r.intent : r.path;
};
const chinese = (terms: readonly (string | RegExp)[]) => terms.filter((t): t is string => typeof t === 'string' && /\p{Script=Han}/u.test(t));

describe('homophone slips of the keywords', () => {
  it('reads 裤存, 酷存, 库村 and 苦存 (kucun) as 库存: the stock question, its words written as the stock word', () => {
    for (const slip of ['裤存', '酷存', '库村', '苦存']) {
      expect(holds(readText(slip), '库存'), slip).toBe(true);
      for (const q of [slip, `我的${slip}`, `查一下${slip}`, `${slip}还有多少`, `人民路店的${slip}`]) expect(routed(q), q).toBe('stock');
      expect(spelledOut(`哈密瓜的${slip}`, concepts.stock)).toBe('哈密瓜的库存');
    }
    expect(spelledOut('哪些商品却货', concepts.stock)).toBe('哪些商品缺货');
    // English as before: a one-letter typo of a one-word term
    expect(spelledOut('my stok', concepts.stock)).toBe('my stock');
  });

  it("holds a one-character homophone slip of every Chinese keyword of both sides (the slip drawn from the labelled questions' characters)", () => {
    const terms = [...new Set([...Object.values(concepts), ...Object.values(bossConcepts)].flatMap(chinese))].filter((t) => [...t].length >= 2);
    const pool = [...new Set([...labelledQuestions, ...bossLabelledQuestions].map(([q]) => q).concat(terms).join('').match(/\p{Script=Han}/gu))];
    const bySound = new Map<string, string[]>();
    for (const c of pool) if (!grammatical.has(c)) bySound.set(pinyin(c, { toneType: 'none' }), [...(bySound.get(pinyin(c, { toneType: 'none' })) ?? []), c]);
    const slips: [slip: string, term: string][] = [];
    for (const term of terms) {
      const cs = [...term];
      cs.forEach((c, i) => {
        const other = bySound.get(pinyin(c, { toneType: 'none' }))?.find((x) => x !== c);
        // a grammar character of a keyword typed wrong is no slip the rule reads (哪些货 is not 卸货)
        if (other && !grammatical.has(c)) slips.push([[...cs.slice(0, i), other, ...cs.slice(i + 1)].join(''), term]);
      });
    }
    expect(slips.length).toBeGreaterThan(400);
    expect(slips.filter(([slip, term]) => !holds(readText(slip), term))).toEqual([]);
  });

  it('does not take real words that share a syllable for a slip', () => {
    // 仓库 (warehouse) and 存款 (deposit) share a syllable with 库存; 酷儿 and 裤子 are names of goods
    for (const q of ['仓库在哪里', '我想存款', '裤子有几个颜色', '酷儿好喝吗']) expect(routed(q), q).not.toBe('stock');
    expect(spelledOut('酷儿的库存', concepts.stock)).toBe('酷儿的库存');
    expect(spelledOut('裤子的库存', concepts.stock)).toBe('裤子的库存');
    // a keyword written right wins over a slip it overlaps: diapers (纸尿裤) in stock (存货), not 纸尿 in 库存
    expect(spelledOut('纸尿裤存货多少', concepts.stock)).toBe('纸尿裤存货多少');
    // the same syllables with no character right are another word: 队长 (team leader) is not 对账, 小手 not 销售
    expect(holds(readText('队长'), '对账')).toBe(false);
    expect(holds(readText('小手'), '销售')).toBe(false);
    expect(classifyBoss('队长今天来了吗')).toBeNull();
  });

  it('does not take a span for a slip when a character it has right belongs to a longer word of the question (水库村)', () => {
    // labelled both ways: [question, read as 库存?]; 水库 (reservoir), 车库 (garage), 国库 (treasury) are words of
    // their own, so their 库 is not the 库 of 库存 with 村 (village) typed for 存
    const labelled: [string, boolean][] = [
      ['水库村', false], ['我在水库村', false], ['到水库村送货', false], ['车库村', false], ['国库村在哪', false], ['纸尿裤存货', false],
      ['库村', true], ['查一下库村', true], ['库村还有多少', true], ['水库村店的裤存', true], ['哈密瓜的库村', true],
    ];
    expect(labelled.filter(([q, slip]) => holds(readText(q), '库存') !== slip)).toEqual([]);
    expect(routed('水库村')).toBe('fallback');
    expect(routed('水库村还有多少')).not.toBe('stock');
    expect(spelledOut('水库村店的裤存', concepts.stock)).toBe('水库村店的库存');
    // a word the slip's wrong character makes with a neighbour is no word written: 对帐单 (帐单) is still 对账单
    expect(holds(readText('对帐单'), '对账')).toBe(true);
    expect(routed('对帐单')).toBe('statementsToConfirm');
  });

  it("reads the ranking's bottom words as the classifier reads them: 醉差 is 最差, 最近 is not", () => {
    expect(asksWorst('哪个门店卖得醉差')).toBe(true);
    expect(asksWorst('本周哪家店垫底')).toBe(true);
    expect(asksWorst('which store sold the least this week')).toBe(true);
    expect(asksWorst('最近哪个门店卖得最好')).toBe(false);
    expect(asksWorst('store ranking compared with last week')).toBe(false);
  });
});
