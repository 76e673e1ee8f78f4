// What every check reports: which file, which line, where in the JSON (pointer) and what was expected. The
// command line, the server's start-up refusal and the browser's error screen all print these.

export interface Issue {
  /** repo-relative path, forward slashes */
  file: string;
  line: number | null;
  /** JSON pointer into the file ('' = the whole file) */
  pointer: string;
  message: string;
}

export interface Finding {
  pointer: string;
  message: string;
  severity: 'error' | 'warning';
}

export function formatIssue(i: Issue): string {
  return `${i.file}${i.line ? `:${i.line}` : ''}  ${i.pointer || '/'}  ${i.message}`;
}

/** Collects findings of one file as errors and warnings. */
export class FindingList {
  readonly items: Finding[] = [];
  error(pointer: string, message: string): void {
    this.items.push({ pointer, message, severity: 'error' });
  }
  warn(pointer: string, message: string): void {
    this.items.push({ pointer, message, severity: 'warning' });
  }
}

/** JSON pointer segment escaping (RFC 6901). */
export function pointerOf(...parts: (string | number)[]): string {
  return parts.map((p) => `/${String(p).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}
