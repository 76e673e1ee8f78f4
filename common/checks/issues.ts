// What every check reports: which file, which line, where in the JSON (pointer) and what was expected. The
// command line, the server's start-up refusal and the browser's error screen all print these.

export interface Issue {
  /** repo-relative path, forward slashes */
  file: string;
  line: number | null;
  /** the column on `line` (1-based) of a slip that has no JSON pointer (a file that is not JSON), where known */
  column?: number;
  /** JSON pointer into the file ('' = the whole file) */
  pointer: string;
  /** in English: what the command line prints */
  message: string;
  /** the same in Chinese, where the check says it in Chinese too (the studio answers a zh-CN author in it) */
  zh?: string;
}

export interface Finding {
  pointer: string;
  message: string;
  zh?: string;
  severity: 'error' | 'warning';
  /** other parts of the page (pointers) the judgment rests on besides its own: the page's menu code for a route that
   * must belong to it */
  from?: string[];
}

/** What a check says: English only, or English and Chinese. */
export type Words = string | { en: string; zh: string };

/** Words as an issue's `message` and `zh`. */
export function wordsOf(words: Words): { message: string; zh?: string } {
  return typeof words === 'string' ? { message: words } : { message: words.en, zh: words.zh };
}

/** The issue in the author's language (Chinese where the check says it in Chinese, else English), without `zh`. */
export function issueIn({ zh, ...issue }: Issue, lang: 'zh-CN' | 'en'): Issue {
  return lang === 'zh-CN' && zh ? { ...issue, message: zh } : issue;
}

export function formatIssue(i: Issue): string {
  return `${i.file}${i.line ? `:${i.line}` : ''}  ${i.pointer || '/'}  ${i.message}`;
}

/** Collects findings of one file as errors and warnings. */
export class FindingList {
  readonly items: Finding[] = [];
  error(pointer: string, message: Words, from?: string[]): void {
    this.items.push({ pointer, ...wordsOf(message), severity: 'error', ...(from ? { from } : {}) });
  }
  warn(pointer: string, message: Words): void {
    this.items.push({ pointer, ...wordsOf(message), severity: 'warning' });
  }
}

/**
 * Whether a finding only repeats a mistake already reported (an author must see one finding per mistake): it judges
 * a part that holds an error of an earlier check, at or under its own pointer or a pointer it rests on. A link
 * value computed by an expression with an unknown operation is empty because of that operation; a route that does not
 * belong to an unknown menu code does not belong to it because the code is wrong. The whole page ('') is no such part.
 */
export function isFollowOn(f: Pick<Finding, 'pointer' | 'from'>, reported: readonly string[]): boolean {
  const parts = [f.pointer, ...(f.from ?? [])].filter((p) => p !== '');
  return parts.some((part) => reported.some((r) => r === part || r.startsWith(`${part}/`)));
}

/** JSON pointer segment escaping (RFC 6901). */
export function pointerOf(...parts: (string | number)[]): string {
  return parts.map((p) => `/${String(p).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}
