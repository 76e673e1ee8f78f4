import { readRepoJson } from '../../lib/jsonFile';
import { object, text } from '../../lib/schemaFragments';

/** The page schema's own description of a value's format (and what it refers to), so a chart's formats are checked as the page files are. */
const pageDefs = readRepoJson<{ $defs: Record<string, unknown> }>('schemas/page.schema.json').$defs;
const formatDefs = withoutDefaults({ format: pageDefs.format, localizedText: pageDefs.localizedText, enumName: pageDefs.enumName });

/** The defaults stay with the page (format.ts applies them): inside a oneOf the validator would ignore them, and refuses to. */
function withoutDefaults(schema: unknown): Record<string, unknown> {
  return JSON.parse(JSON.stringify(schema, (key, value: unknown) => (key === 'default' ? undefined : value))) as Record<string, unknown>;
}

/** Bounds of one drawing: a year of days is 366 categories; a phone chart is at most a screen wide. */
export const MAX_CATEGORIES = 400;
export const MAX_SERIES = 6;

const value = { type: ['number', 'null'], minimum: -1e15, maximum: 1e15 } as const;

/** A chart as the page draws it (common/charts/chartOption.ts ChartDrawing), with the box it fills. */
export const svgChartInput = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'categories', 'series', 'width', 'height', 'lang', 'currencySymbol'],
  $defs: formatDefs,
  properties: {
    type: { enum: ['bar', 'line', 'pie'] },
    horizontal: { type: 'boolean' },
    drill: { type: 'boolean' },
    categories: { type: 'array', maxItems: MAX_CATEGORIES, items: { type: 'string', maxLength: 200 } },
    series: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_SERIES,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'values'],
        properties: {
          name: { type: 'string', maxLength: 100 },
          format: { $ref: '#/$defs/format' },
          type: { enum: ['bar', 'line'] },
          values: { type: 'array', maxItems: MAX_CATEGORIES, items: value },
        },
      },
    },
    width: { type: 'integer', minimum: 120, maximum: 1200 },
    height: { type: 'integer', minimum: 80, maximum: 800 },
    lang: { enum: ['zh-CN', 'en'] },
    currencySymbol: { type: 'string', minLength: 1, maxLength: 4 },
  },
} as const;

export const svgChartAnswer = object({ svg: text });
