import type { Lang, Said } from './language';
import { isObject } from './jsonShape';

/**
 * Input fields in the words a supplier reads, taken from the input schemas: a field's `title` (English) and
 * `x-title-zh-CN` (Chinese), written with `titled()` of schemaFragments.ts. registerRoutes gathers them as it mounts
 * the routes; a field name means the same thing wherever it is sent, so a name has one title (routeProblems refuses
 * a second). Validation messages name the field with it; a name without a title is shown as sent.
 */
const fieldWords = new Map<string, Said>([
  // The multipart field of an upload: no JSON schema declares it.
  ['file', { 'zh-CN': '文件', en: 'File' }],
]);

/** The titles an input schema gives its fields, at any depth, by field name. */
export function fieldTitlesIn(schema: unknown, into = new Map<string, Said[]>()): Map<string, Said[]> {
  if (!isObject(schema)) return into;
  if (isObject(schema.properties)) {
    for (const [name, field] of Object.entries(schema.properties)) {
      if (isObject(field) && typeof field.title === 'string' && typeof field['x-title-zh-CN'] === 'string') {
        into.set(name, [...(into.get(name) ?? []), { 'zh-CN': field['x-title-zh-CN'], en: field.title }]);
      }
      fieldTitlesIn(field, into);
    }
  }
  if (isObject(schema.items)) fieldTitlesIn(schema.items, into);
  return into;
}

/** Keeps the titles of a route's input schemas for the messages that name its fields. */
export function learnFieldTitles(schemas: readonly unknown[]): void {
  for (const schema of schemas) for (const [name, [words]] of fieldTitlesIn(schema)) if (!fieldWords.has(name)) fieldWords.set(name, words!);
}

/**
 * Where a field is, in words: `lines/1/confirmedQty` → 第2行「确认数量」 / "Confirmed quantity (line 2)".
 * `asSent` names the last field exactly as the client sent it (a field the API does not know has no words).
 */
export function fieldPlace(path: string, asSent = false): Said {
  const parts = path.split('/').filter(Boolean);
  const last = [...parts].reverse().find((p) => !/^\d+$/.test(p)) ?? '';
  const words = (lang: Lang) => (asSent ? last : (fieldWords.get(last)?.[lang] ?? last));
  const rowIndex = parts.findIndex((p, i) => /^\d+$/.test(p) && i < parts.length - 1);
  const row = rowIndex > 0 ? Number(parts[rowIndex]) + 1 : null;
  return {
    'zh-CN': `${row === null ? '' : `第${row}行`}「${words('zh-CN')}」`,
    en: `${words('en')}${row === null ? '' : ` (line ${row})`}`,
  };
}

/** "「确认数量」不能大于订货数量" / "Confirmed quantity must not exceed the ordered quantity". */
export function fieldProblem(place: Said, problem: Said): Said {
  return { 'zh-CN': `${place['zh-CN']}${problem['zh-CN']}`, en: `${place.en} ${problem.en}` };
}
