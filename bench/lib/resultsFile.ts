import fs from 'node:fs';
import type { Figure, Section } from './figures';

// bench/results.md is rewritten by every full run: a header (when, where, which commit, how long), a summary of
// every target met or missed, then one section per bench with its method, figures and notes.

export interface RunInfo {
  date: string;
  machine: string;
  browser: string;
  commit: string;
  load: string;
  minutes: number;
  command: string;
}

const mark = (pass: boolean | null) => (pass === null ? '—' : pass ? 'met' : '**missed**');
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function figureRow(f: Figure): string {
  return `| ${cell(f.name)} | ${f.value}${f.unit && f.unit !== '×' ? ` ${f.unit}` : f.unit} | ${cell(f.target)} | ${mark(f.pass)} | ${cell(f.note ?? '')} |`;
}

export function renderResults(info: RunInfo, sections: Section[]): string {
  const all = sections.flatMap((s) => s.figures);
  const judged = all.filter((f) => f.pass !== null);
  const missed = judged.filter((f) => !f.pass);
  const failedBenches = sections.filter((s) => s.error);
  const lines = [
    '# Benchmark results',
    '',
    `Written by \`${info.command}\` (bench/run.ts) — do not edit by hand; run it again.`,
    '',
    `- Date: ${info.date}; run time ${info.minutes} min`,
    `- Machine: ${info.machine}; ${info.browser}`,
    `- Commit: ${info.commit}`,
    `- Load average (1/5/15 min) at the start: ${info.load} — other work on the machine counts against these figures`,
    '',
    `**${judged.length - missed.length} of ${judged.length} targets met.**` +
      (missed.length ? ` Missed: ${missed.map((f) => f.name).join('; ')}.` : '') +
      (failedBenches.length ? ` Not measured (bench failed): ${failedBenches.map((s) => s.title).join('; ')}.` : ''),
    '',
  ];
  for (const s of sections) {
    lines.push(`## ${s.title}`, '', s.method, '');
    if (s.error) {
      lines.push(`**Not measured: the bench failed.** ${s.error}`, '');
      continue;
    }
    lines.push('| figure | value | target | | how measured / what limits it |', '|---|---|---|---|---|', ...s.figures.map(figureRow), '');
    if (s.details?.length) lines.push(...s.details, '');
  }
  return lines.join('\n');
}

export function writeResults(file: string, info: RunInfo, sections: Section[]): void {
  fs.writeFileSync(file, renderResults(info, sections));
}
