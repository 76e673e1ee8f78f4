import meta from '../../schemas/page.schema.json';
import type { PageSchema } from '../page/schemaTypes';
import type { Finding } from './issues';

// What JSON Schema cannot say about the session a page reads: {{$session.name}} in a template, the field
// "$session.name" of a condition and "each": "$session.name" must name a value of the session
// ($defs/sessionValue), and only the tiles that draw the session (profile, links, actions, note) are given those
// values. A session action that acts for a supplier needs the supplier as its record: a links tile's `row` over
// $session.suppliers.

const SESSION_VALUES = new Set<string>(meta.$defs.sessionValue.enum);
const SESSION_TILES = new Set(['profile', 'links', 'actions', 'note']);
const PLACEHOLDER = /\{\{([^{}]+)\}\}/g;

/** The `$session…` paths a value names: in a template's placeholders, or as a condition's field or a tile's list. */
function sessionPaths(key: string, value: string): string[] {
  const paths = key === 'field' || key === 'each' ? [value] : [...value.matchAll(PLACEHOLDER)].flatMap((m) => m[1]!.split('||'));
  return paths.map((p) => p.trim()).filter((p) => p === '$session' || p.startsWith('$session.'));
}

function tileOf(page: PageSchema, pointer: string): { type: string } | undefined {
  const at = /^\/tiles\/(\d+)(\/|$)/.exec(pointer);
  return page.kind === 'dashboard' && at ? page.tiles[Number(at[1])] : undefined;
}

export function sessionFindings(page: PageSchema): Finding[] {
  const out: Finding[] = [];
  const error = (pointer: string, message: string) => out.push({ pointer, message, severity: 'error' });
  const walk = (value: unknown, pointer: string, key: string) => {
    if (Array.isArray(value)) return value.forEach((v, i) => walk(v, `${pointer}/${i}`, ''));
    if (typeof value === 'string') {
      for (const path of sessionPaths(key, value)) {
        const name = path.split('.')[1];
        if (!name || !SESSION_VALUES.has(name)) error(pointer, `unknown session value "${path}": the session has ${[...SESSION_VALUES].map((v) => `$session.${v}`).join(', ')}`);
        else if (!SESSION_TILES.has(tileOf(page, pointer)?.type ?? '')) error(pointer, `"${path}": session values are read only by a dashboard's ${[...SESSION_TILES].join(', ')} tiles`);
      }
      if (key === 'session' && value === 'chooseSupplier' && !choosesRowSupplier(page, pointer)) {
        error(pointer, 'chooseSupplier acts for the supplier of its record: put it in the `row` of a links tile whose `each` is "$session.suppliers"');
      }
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [k, v] of Object.entries(value)) walk(v, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`, k);
  };
  walk(page, '', '');
  return out;
}

function choosesRowSupplier(page: PageSchema, pointer: string): boolean {
  const tile = tileOf(page, pointer) as { type: string; each?: string } | undefined;
  return tile?.type === 'links' && tile.each === '$session.suppliers' && /^\/tiles\/\d+\/row\/action\/session$/.test(pointer);
}
