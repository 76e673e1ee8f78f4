import { offsetOfParseError } from './jsonLocate.ts';

// A page or menu file that is not JSON, said the way an author fixes it: a comma too many before } or ], a comma
// missing between two values, a } or ] missing (with the line its bracket opened on), single quotes, a name without
// quotes, at a line and column, in
// English and Chinese. The parser's own words ("Expected double-quoted property name in JSON at position 3439")
// name a character offset and a grammar rule, not the slip.

export interface SyntaxWords {
  line: number | null;
  /** the column of the slip on its line (1-based): where the studio's editor marks it */
  column: number | null;
  en: string;
  zh: string;
}

interface Open {
  bracket: '{' | '[';
  line: number;
}

const CLOSER = { '{': '}', '[': ']' } as const;

/** The brackets still open at `end` (strings skipped), innermost last, with the line each opened on. */
function openBrackets(text: string, end: number): Open[] {
  const open: Open[] = [];
  let line = 1;
  for (let i = 0; i < end; i++) {
    const ch = text[i];
    if (ch === '\n') line++;
    else if (ch === '"') {
      for (i++; i < end && text[i] !== '"'; i++) if (text[i] === '\\') i++;
    } else if (ch === '{' || ch === '[') open.push({ bracket: ch, line });
    else if (ch === '}' || ch === ']') open.pop();
  }
  return open;
}

/** Where the last character before `offset` that is not a space is. */
const lastNonSpace = (text: string, offset: number) => {
  let i = offset - 1;
  while (i >= 0 && /\s/.test(text[i]!)) i--;
  return i;
};

/**
 * What is wrong at `offset`, in both languages, and where (a comma too many is shown where it is, not at the bracket
 * after it); null when it is none of the slips named here.
 */
function slipAt(text: string, offset: number): { en: string; zh: string; at?: number } | null {
  const ch = text[offset];
  const prev = lastNonSpace(text, offset);
  const before = text[prev];
  const innermost = openBrackets(text, offset).at(-1);
  if (offset >= text.trimEnd().length) {
    if (!innermost) return { en: 'the file is empty', zh: '文件是空的' };
    const close = CLOSER[innermost.bracket];
    return { en: `the file ends before the ${innermost.bracket} of line ${innermost.line} is closed: a ${close} is missing`, zh: `文件在第 ${innermost.line} 行的 ${innermost.bracket} 闭合之前就结束了：缺少 ${close}` };
  }
  if (before === ',' && (ch === '}' || ch === ']')) return { en: `a comma before ${ch}: remove it`, zh: `${ch} 前多了一个逗号：请删除`, at: prev };
  if (before === ',' && ch === ',') return { en: 'two commas in a row: remove one', zh: '连续两个逗号：请删除一个' };
  if ((ch === '}' || ch === ']') && innermost && CLOSER[innermost.bracket] !== ch) {
    const close = CLOSER[innermost.bracket];
    return { en: `this ${ch} closes the ${innermost.bracket} of line ${innermost.line}: a ${close} is missing before it`, zh: `此处的 ${ch} 闭合的是第 ${innermost.line} 行的 ${innermost.bracket}：它之前缺少 ${close}` };
  }
  if ((ch === '"' || ch === '{' || ch === '[') && before !== undefined && /["\d}\]el]/.test(before)) return { en: 'a comma is missing before this', zh: '此处之前缺少逗号' };
  if (text.startsWith('//', offset) || text.startsWith('/*', offset)) return { en: 'a comment: JSON has none, remove it', zh: '注释：JSON 里不能写注释，请删除' };
  const word = /^[A-Za-z_][\w.-]*/.exec(text.slice(offset))?.[0];
  // a value written bare ("format": amount); not a slip of true, false or null
  if (word && before === ':' && !['true', 'false', 'null'].some((k) => k.startsWith(word.toLowerCase()))) {
    return { en: `a text without quotes: write "${word}"`, zh: `文字没有加引号：请写成 "${word}"` };
  }
  if (ch === "'") return { en: 'single quotes: JSON writes names and texts in double quotes ("…")', zh: '用了单引号：JSON 的名称和文字要用双引号（"…"）' };
  if (ch !== undefined && /[A-Za-z_$]/.test(ch) && (before === '{' || before === ',')) {
    const word = /^[\w$]+/.exec(text.slice(offset))![0];
    return { en: `a name without quotes: write "${word}"`, zh: `名称没有加引号：请写成 "${word}"` };
  }
  return null;
}

/** A parse error of `text` (the parser's `message`) in words, with the line and column it is at. */
export function jsonSyntaxWords(text: string, message: string): SyntaxWords {
  const raw = message.replace(/\s+/g, ' ');
  const offset = offsetOfParseError(text, raw);
  if (offset === null) return { line: null, column: null, en: `not valid JSON: ${raw}`, zh: `不是有效的 JSON：${raw}` };
  const slip = slipAt(text, offset);
  const upTo = text.slice(0, slip?.at ?? offset).split('\n');
  const line = upTo.length;
  const column = upTo.at(-1)!.length + 1;
  return {
    line,
    column,
    en: `not valid JSON: ${slip?.en ?? raw} (line ${line}, column ${column})`,
    zh: `不是有效的 JSON：${slip?.zh ?? raw}（第 ${line} 行第 ${column} 列）`,
  };
}
