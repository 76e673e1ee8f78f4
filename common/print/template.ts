import { localizeIn, type Lang, type LocalizableText } from '../text';
import type { Align, Block, ImageBlock, RowColumn } from './blocks';
import { dateTimeAt } from '../time/businessClock';

// Print templates (schemas/print/*.json, meta-schema schemas/print/template.schema.json) → Block[]. Texts are
// plain or per language; "{{field}}" and "{{field|money}}" bind the document's fields by name; `repeat`
// draws its blocks once per element of an array field (the lines), where names resolve in the line first and
// then in the document; `when` keeps a block only when its field has a value other than zero.

/** A template's text, plain or per language (the kernel's localizable text). */
export type LocalText = LocalizableText;

export type TemplateBlock = (
  | { type: 'text'; value: LocalText; align?: Align; bold?: boolean; size?: 1 | 2 }
  | { type: 'row'; cols: (Omit<RowColumn, 'text'> & { text: LocalText })[]; bold?: boolean }
  | { type: 'rule'; char?: string }
  | { type: 'barcode'; format: 'code128'; value: string; height?: number }
  | { type: 'qrcode'; value: string; size?: number }
  | { type: 'image'; src: string; width?: number }
  | { type: 'feed'; lines: number }
  | { type: 'cut' }
  | { type: 'repeat'; over: string; blocks: TemplateBlock[] }
) & { when?: string };

export interface PrintTemplate {
  id: string;
  title: LocalText;
  /** receipt: ESC/POS roll (58/80 mm); label: one label per repeat/cut, printed as TSPL on label printers */
  kind: 'receipt' | 'label';
  label?: { widthMm: number; heightMm: number; gapMm: number };
  blocks: TemplateBlock[];
}

export type Scope = Record<string, unknown>;

/** A template's text in `lang` (the kernel's one lookup, zh-CN when the language has none). */
export const localText = (text: LocalText, lang: Lang): string => localizeIn(text, lang);

function lookup(scopes: readonly Scope[], path: string): unknown {
  for (const scope of scopes) {
    let v: unknown = scope;
    for (const key of path.split('.')) v = v != null && typeof v === 'object' ? (v as Scope)[key] : undefined;
    if (v !== undefined) return v;
  }
  return undefined;
}

function asNumber(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

const grouped = (n: number, digits: number): string =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Formatters a binding may name after `|`. Money uses the full-width ￥ every GBK printer has (¥ is not GBK). */
export const FORMATTERS: Record<string, (v: unknown) => string> = {
  money: (v) => (asNumber(v) === null ? '' : `￥${grouped(asNumber(v)!, 2)}`),
  amount: (v) => (asNumber(v) === null ? '' : grouped(asNumber(v)!, 2)),
  price: (v) => (asNumber(v) === null ? '' : grouped(asNumber(v)!, 2)),
  qty: (v) => (asNumber(v) === null ? '' : String(Number(asNumber(v)!.toFixed(3)))),
  date: (v) => (typeof v === 'string' ? v.slice(0, 10) : ''),
  datetime: (v) => {
    const d = typeof v === 'string' || v instanceof Date ? new Date(v) : null;
    if (!d || Number.isNaN(d.getTime())) return '';
    return dateTimeAt(d);
  },
  upper: (v) => (v == null ? '' : String(v).toUpperCase()),
};

/** {{field}}, {{a.b|money}}, {{confirmedQty||orderQty|qty}} (the first alternative with a value). */
const BINDING = /\{\{\s*([@\w.]+(?:\|\|[@\w.]+)*)\s*(?:\|\s*(\w+)\s*)?\}\}/g;

function lookupFirst(scopes: readonly Scope[], alternatives: string): unknown {
  const paths = alternatives.split('||');
  for (const p of paths) {
    const v = lookup(scopes, p);
    if (present(v)) return v;
  }
  return lookup(scopes, paths[paths.length - 1]!);
}

export function fill(text: string, scopes: readonly Scope[]): string {
  return text.replace(BINDING, (_all, path: string, fmt?: string) => {
    const v = lookupFirst(scopes, path);
    if (fmt) return FORMATTERS[fmt]?.(v) ?? '';
    return v == null ? '' : String(v);
  });
}

/** Field names a template binds (for the schema check against the document's answer). */
export function boundFields(blocks: readonly TemplateBlock[], prefix = ''): string[] {
  const out: string[] = [];
  const scan = (s: string): void => {
    for (const m of s.matchAll(BINDING)) for (const p of m[1]!.split('||')) if (!p.startsWith('@')) out.push(prefix + p);
  };
  const strings = (t: LocalText): string[] => (typeof t === 'string' ? [t] : [t['zh-CN'], t.en ?? '']);
  for (const b of blocks) {
    if (b.when) out.push(prefix + b.when);
    if (b.type === 'text') strings(b.value).forEach(scan);
    else if (b.type === 'row') b.cols.forEach((c) => strings(c.text).forEach(scan));
    else if (b.type === 'barcode' || b.type === 'qrcode') scan(b.value);
    else if (b.type === 'image') scan(b.src);
    else if (b.type === 'repeat') {
      out.push(prefix + b.over);
      out.push(...boundFields(b.blocks, `${prefix}${b.over}[].`));
    }
  }
  return out;
}

function present(v: unknown): boolean {
  return !(v === null || v === undefined || v === '' || v === false || (Array.isArray(v) && v.length === 0));
}

/** `when`: a value that is there and not a zero quantity ("0.000" free goods print nothing). */
function shown(v: unknown): boolean {
  return present(v) && !(typeof v !== 'boolean' && Number.isFinite(Number(v)) && Number(v) === 0);
}

/** The image addresses a template draws with this data (the print sheet loads them before building the job). */
export function imageSources(template: PrintTemplate, data: Scope): { src: string; width?: number }[] {
  const out: { src: string; width?: number }[] = [];
  const walk = (blocks: readonly TemplateBlock[], scopes: readonly Scope[]): void => {
    for (const b of blocks) {
      if (b.type === 'image') out.push({ src: fill(b.src, scopes), width: b.width });
      if (b.type === 'repeat') {
        const items = lookup(scopes, b.over);
        if (Array.isArray(items)) items.forEach((item) => walk(b.blocks, [item as Scope, ...scopes]));
      }
    }
  };
  walk(template.blocks, [data]);
  return out.filter((i) => i.src);
}

/** `images`: the loaded pictures by address; an image not (yet) loaded is left out. */
export function renderTemplate(template: PrintTemplate, data: Scope, lang: Lang, images: ReadonlyMap<string, ImageBlock> = new Map()): Block[] {
  const out: Block[] = [];
  const walk = (blocks: readonly TemplateBlock[], scopes: readonly Scope[]): void => {
    for (const b of blocks) {
      if (b.when && !shown(lookupFirst(scopes, b.when))) continue;
      switch (b.type) {
        case 'repeat': {
          const items = lookup(scopes, b.over);
          if (!Array.isArray(items)) break;
          items.forEach((item, i) => walk(b.blocks, [{ ...(item as Scope), '@index': i + 1 }, ...scopes]));
          break;
        }
        case 'text':
          out.push({ type: 'text', value: fill(localText(b.value, lang), scopes), align: b.align, bold: b.bold, size: b.size });
          break;
        case 'row':
          out.push({ type: 'row', bold: b.bold, cols: b.cols.map((c) => ({ ...c, text: fill(localText(c.text, lang), scopes) })) });
          break;
        case 'barcode':
          out.push({ type: 'barcode', format: 'code128', value: fill(b.value, scopes), height: b.height });
          break;
        case 'qrcode':
          out.push({ type: 'qrcode', value: fill(b.value, scopes), size: b.size });
          break;
        case 'image': {
          const img = images.get(fill(b.src, scopes));
          if (img) out.push(img);
          break;
        }
        case 'rule':
          out.push({ type: 'rule', char: b.char });
          break;
        case 'feed':
          out.push({ type: 'feed', lines: b.lines });
          break;
        case 'cut':
          out.push({ type: 'cut' });
          break;
      }
    }
  };
  walk(template.blocks, [data]);
  return out;
}
