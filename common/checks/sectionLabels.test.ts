import { describe, expect, it } from 'vitest';
import { listPageFiles } from './pageFiles';

// A row labelled like the section it sits in reads twice and says nothing about itself: about us showed the section
// 简介 with a row 简介 right under it.

type Localized = Record<string, unknown>;
type Section = { title?: unknown; fields?: { label?: unknown }[] };

const inLangs = (text: unknown): Localized => (typeof text === 'string' ? { 'zh-CN': text } : text && typeof text === 'object' ? (text as Localized) : {});

/** "file: section / row (lang)" for every field whose label equals its section's title in some language. */
function rowsNamedLikeTheirSection(): string[] {
  const found: string[] = [];
  for (const file of listPageFiles(process.cwd())) {
    const visit = (node: unknown): void => {
      if (!node || typeof node !== 'object') return;
      const s = node as Section;
      if (s.title && Array.isArray(s.fields)) {
        const title = inLangs(s.title);
        for (const f of s.fields)
          for (const [lang, text] of Object.entries(inLangs(f.label))) if (title[lang] === text) found.push(`${file.file}: ${String(text)} (${lang})`);
      }
      for (const v of Object.values(node)) visit(v);
    };
    visit(file.json);
  }
  return found;
}

describe('sections of the pages', () => {
  it('have no row labelled like the section itself', () => {
    expect(rowsNamedLikeTheirSection()).toEqual([]);
  });
});
