import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { partsOf, type PagePart } from '../../common/page/pageParts';
import type { PageSchema } from '../../common/page/schemaTypes';
import { closureFiles, modulesIn, readChunks, SCHEMA_FRAME } from '../../scripts/build/routeBytes';
import { schemaRoutes } from '../../src/engine/index';

// What a form carries before it is drawn, module by module (the build `npm test` makes first): the pickers' bottom
// popups (wheel, date, cascader, searchable tree), antd-mobile's image uploader and viewer, and the animation and
// gesture libraries under them load when a field is first touched or the browser is idle (fields/deferred.ts).

const dist = path.resolve('dist');
const chunks = readChunks(dist);

const NOT_BEFORE_DRAWN = [
  /@react-spring\//,
  /@use-gesture\//,
  /antd-mobile\/es\/components\/(popup|mask|picker|picker-view|date-picker|cascader|cascader-view|tabs|image-uploader|image-viewer|notice-bar)\//,
  /kinds\/form\/fields\/(TreeSearchPicker|ImageWidget|popups)/,
];

function formModules(file: string): string[] {
  return modulesIn(chunks, closureFiles(chunks, [...SCHEMA_FRAME, `${file}?page`]));
}

describe('a form draws without the pickers’ popups and the image viewer', () => {
  const pages = schemaRoutes().filter((p) => p.kind === 'form');

  it('finds the forms and their modules', () => {
    expect(pages.length).toBeGreaterThan(5);
    expect(formModules(pages[0]!.file).some((m) => m.includes('kinds/form/FormPage'))).toBe(true);
  });

  it.each(pages.map((p) => [p.file]))('%s', (file) => {
    expect(formModules(file).filter((m) => NOT_BEFORE_DRAWN.some((re) => re.test(m)))).toEqual([]);
  });
});

// The fields only some forms draw come with those forms only (kinds/form/fields/formParts.tsx): as the form kind's
// static imports they were six more files in every form's first round. The lines added from a search and the slot
// picker come with their forms too, so the form draws once at its full height.
const FORM_PARTS: [PagePart, RegExp][] = [
  ['chips', /antd-mobile\/es\/components\/selector\//],
  ['switch', /antd-mobile\/es\/components\/switch\//],
  ['images', /kinds\/form\/fields\/ImagesWidget/],
  ['addFrom', /kinds\/form\/fields\/AddFromSearchField/],
  ['slot', /kinds\/form\/fields\/SlotPicker/],
];

describe('a form carries the chips, the switch, the photos, the lines added from a search and the slot picker only when it draws them', () => {
  const forms = schemaRoutes().filter((p) => p.kind === 'form');

  it('some forms draw each of them, and others none', () => {
    const drawn = forms.map((p) => partsOf(JSON.parse(fs.readFileSync(path.resolve(p.file), 'utf8')) as PageSchema));
    for (const [part] of FORM_PARTS) expect(drawn.filter((parts) => parts.includes(part)).length, part).toBeGreaterThan(0);
    expect(drawn.filter((parts) => FORM_PARTS.every(([part]) => !parts.includes(part))).length).toBeGreaterThan(5);
  });

  it.each(forms.map((p) => [p.file]))('%s', (file) => {
    const parts = partsOf(JSON.parse(fs.readFileSync(path.resolve(file), 'utf8')) as PageSchema);
    const modules = formModules(file);
    for (const [part, module] of FORM_PARTS) expect(modules.some((m) => module.test(m)), part).toBe(parts.includes(part));
  });
});

describe('a form works out the decimal separator once per languages', () => {
  it.each(schemaRoutes().filter((p) => p.kind === 'form').map((p) => [p.file]))('%s: RJSF’s getDecimalSeparator is replaced (vite.config.ts)', (file) => {
    const modules = formModules(file);
    expect(modules.filter((m) => m.includes('kinds/form/decimalSeparator'))).toHaveLength(1);
    expect(modules.filter((m) => /@rjsf\/utils\/lib\/getDecimalSeparator/.test(m))).toEqual([]);
  });
});
