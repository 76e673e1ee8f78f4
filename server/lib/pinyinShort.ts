import { pinyin } from 'pinyin-pro';

/**
 * The pinyin short code of a name (spec §7 util/pinyinShort, item pickers): the first letter of each Chinese
 * character's reading, letters and digits kept as they are, everything else dropped, upper case, at most 32
 * characters ("可口可乐500ml" → "KKKL500ML"). Polyphones take pinyin-pro's reading in context (银行 → YH).
 */
export function pinyinShort(text: string): string {
  const initials = pinyin(text, { pattern: 'first', toneType: 'none', type: 'array' });
  return initials.join('').replace(/[^0-9a-z]/gi, '').toUpperCase().slice(0, 32);
}
