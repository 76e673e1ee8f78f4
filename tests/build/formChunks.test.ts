import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { partsOf } from '../../common/page/pageParts';
import type { PageSchema } from '../../common/page/schemaTypes';
import { chunkOf, closureFiles, readChunks, SCHEMA_FRAME } from '../../scripts/build/routeBytes';
import { schemaRoutes } from '../../src/engine/index';
import { shellPreloads } from './shellPreloads';

// How many files a form's first round fetches past the entry (the engine's frame, the page module, the form kind
// and what they import statically, with their style sheets), read from the build's chunk table (the build
// `npm test` makes first). Each file costs a request and its answer's tasks, six at a time on a phone's HTTP/1.1:
// the bundler cut what forms share with screens opened later (the text area, antd-mobile's input and their hooks)
// and the parts a form draws (chips, photos) into files of a few hundred bytes: 25 scripts and 7 style sheets on
// the feedback form, 13 and 4 on a form that draws no part. scripts/build/chunkGroups.ts puts them together.

const dist = path.resolve('dist');
const chunks = readChunks(dist);
const eager = closureFiles(chunks, []);
const pastEntry = (modules: string[]) => [...closureFiles(chunks, [...SCHEMA_FRAME, ...modules])].filter((f) => !eager.has(f));

/** At most this many scripts and style sheets past the entry on any form (the feedback form, with chips and photos, is the largest). */
const MOST_SCRIPTS = 12;
const MOST_SHEETS = 6;
/** Scripts on a form that draws none of the parts only some forms draw (kinds/form/fields/formParts.tsx). */
const MOST_SCRIPTS_WITHOUT_PARTS = 8;

const forms = schemaRoutes().filter((p) => p.kind === 'form');
const pageOf = (file: string) => JSON.parse(fs.readFileSync(path.resolve(file), 'utf8')) as PageSchema;

describe("a form's first round", () => {
  it('finds the forms, some drawing no part', () => {
    expect(forms.length).toBeGreaterThan(10);
    expect(forms.filter((p) => partsOf(pageOf(p.file)).length === 0).length).toBeGreaterThan(3);
  });

  it.each(forms.map((p) => [p.file]))('%s', (file) => {
    const files = pastEntry([`${file}?page`]);
    const scripts = files.filter((f) => f.endsWith('.js'));
    const most = partsOf(pageOf(file)).length === 0 ? MOST_SCRIPTS_WITHOUT_PARTS : MOST_SCRIPTS;
    expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(most);
    expect(files.length - scripts.length, files.join('\n')).toBeLessThanOrEqual(MOST_SHEETS);
  });
});

// The files put together for forms must not come with a list, a report, a detail or a dashboard: each holds the
// form's text area, its chips or its photos, which those pages never draw.
const FORM_ONLY = [/antd-mobile\/es\/components\/text-area\//, /kinds\/form\/fields\/(ChipsWidget|ImagesWidget)/, /kinds\/form\/FormPage/];

describe('the files put together for forms come with forms only', () => {
  const formFiles = new Set(Object.keys(chunks).filter((f) => chunks[f]!.modules.some((m) => FORM_ONLY.some((re) => re.test(m)))));
  const others = schemaRoutes().filter((p) => p.kind !== 'form');

  it('finds them', () => expect(formFiles.size).toBeGreaterThanOrEqual(3));

  it.each(others.map((p) => [p.file]))('%s', (file) => {
    expect(pastEntry([`${file}?page`]).filter((f) => formFiles.has(f))).toEqual([]);
  });
});

// The feedback screen's route is shared by the query (routeWhen: the form, ?tab=mine its list, ?id= one item): the
// address without a query opens the form, so the shell asks for the form's code with the route table, as it does
// for every other form, instead of a round later, once the route table has run.
describe("the feedback form's code is asked for while the shell is parsed", () => {
  const file = forms.find((p) => p.path === '/packagesSub/my/feedbackAi')!.file;
  const page = chunkOf(chunks, `${file}?page`);

  it('at its address', () => {
    const asked = shellPreloads(dist, '#/packagesSub/my/feedbackAi');
    expect(asked).toContain(page);
    expect(pastEntry([`${file}?page`]).filter((f) => !asked.includes(f))).toEqual([]);
  });

  it('not at its list or one item', () => {
    expect(shellPreloads(dist, '#/packagesSub/my/feedbackAi?tab=mine')).not.toContain(page);
    expect(shellPreloads(dist, '#/packagesSub/my/feedbackAi?id=3')).not.toContain(page);
  });
});
