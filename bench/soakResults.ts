import fs from 'node:fs';
import type { Section } from './lib/figures';
import { renderResults, type RunInfo } from './lib/resultsFile';

// A soak runs on its own (an hour; `npm run bench -- --only soak`), not in the full run that rewrites
// bench/results.md: its section replaces the previous soak's there, saying when, how and at which commit it ran,
// and a full run keeps it.

const HEADING = '## Soak: a mixed load held over time';

/** Where the soak's section starts and ends in the file's text (start -1: none). */
function bounds(text: string): { start: number; end: number } {
  const start = text.indexOf(`\n${HEADING}\n`);
  if (start < 0) return { start, end: start };
  const next = text.indexOf('\n## ', start + 1);
  return { start, end: next < 0 ? text.length : next };
}

/** The soak section of bench/results.md as it is, or null, to put back after a full run rewrote the file. */
export function soakSectionIn(file: string): string | null {
  if (!fs.existsSync(file)) return null;
  const text = fs.readFileSync(file, 'utf8');
  const { start, end } = bounds(text);
  return start < 0 ? null : text.slice(start + 1, end).trimEnd();
}

export function appendSoakSection(file: string, section: string): void {
  fs.writeFileSync(file, `${fs.readFileSync(file, 'utf8').trimEnd()}\n\n${section}\n`);
}

export function putSoakIntoResults(file: string, info: RunInfo, section: Section): void {
  const rendered = renderResults(info, [{ ...section, title: HEADING.slice(3) }]);
  const [heading, ...rest] = rendered.slice(rendered.indexOf(`\n${HEADING}\n`) + 1).trimEnd().split('\n');
  const provenance =
    `Run on its own by \`${info.command}\` (bench/soak.ts): ${info.date}, ${info.minutes} min in all, commit ${info.commit}; ` +
    `load average at the start ${info.load}. Its figures are not counted in the summary at the top.`;
  const text = [heading, '', provenance, ...rest].join('\n');
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const { start, end } = bounds(current);
  fs.writeFileSync(file, start < 0 ? `${current.trimEnd()}\n\n${text}\n` : `${current.slice(0, start + 1)}${text}\n${current.slice(end)}`);
}
