import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkSchemaFiles } from './schemaFiles';
import { fixtureRoutes } from './fixtures/routes';
import { scratchRepo } from './fixtures/scratchRepo';

// Files sharing a route (routeWhen): the feedback screen's three files pass; a second file for the same query, a
// file without the plain one, another menu code and a tab that opens nothing are reported where they are written.

const feedback = ['feedback.form.json', 'feedback-mine.list.json', 'feedback.detail.json'];
const read = (name: string) => JSON.parse(fs.readFileSync(`schemas/supplier/${name}`, 'utf8')) as Record<string, unknown>;

async function errorsOf(pages: Record<string, unknown>) {
  const result = checkSchemaFiles(scratchRepo(pages), { routes: fixtureRoutes });
  // The server's side of these pages is not what is tested here (the fixture routes lack the feedback routes).
  return result.errors.filter((e) => /^\/(routeWhen|menuCode|pageTabs)/.test(e.pointer)).map((e) => `${e.file.replace(/^.*\//, '')} ${e.pointer} ${e.message}`);
}

/** The same errors' Chinese words (what a zh-CN author reads in the studio). */
async function zhOf(pages: Record<string, unknown>) {
  const result = checkSchemaFiles(scratchRepo(pages), { routes: fixtureRoutes });
  return result.errors.filter((e) => /^\/routeWhen/.test(e.pointer)).map((e) => e.zh);
}

describe('files sharing a route', () => {
  const files = Object.fromEntries(feedback.map((f) => [f, read(f)]));

  it('pass as the feedback screen writes them', async () => {
    expect(await errorsOf(files)).toEqual([]);
  });

  it('report a second file for the same query, and a file whose route has no plain file', async () => {
    const twice = await errorsOf({ ...files, 'again.json': { ...read('feedback.detail.json'), id: 'again.detail' } });
    expect(twice).toEqual([expect.stringMatching(/\.json \/routeWhen route \/packagesSub\/my\/feedbackAi with \?id is also served by schemas\/supplier\/(again|feedback\.detail)\.json$/)]);
    const inChinese = await zhOf({ ...files, 'again.json': { ...read('feedback.detail.json'), id: 'again.detail' } });
    expect(inChinese).toEqual([expect.stringMatching(/^路由 \/packagesSub\/my\/feedbackAi（带 \?id）也由 schemas\/supplier\/(again|feedback\.detail)\.json 提供$/)]);
    const orphan = await errorsOf({ 'feedback.detail.json': read('feedback.detail.json') });
    expect(orphan).toContain('feedback.detail.json /routeWhen no file serves /packagesSub/my/feedbackAi without a query: the route needs one (its title and menu code)');
  });

  it('report another menu code, two tabs opening one file, and a strip without the file itself', async () => {
    const list = read('feedback-mine.list.json');
    const tabs = list.pageTabs as { title: unknown; query?: Record<string, string> }[];
    const wrong = await errorsOf({
      ...files,
      'feedback-mine.list.json': { ...list, pageTabs: [tabs[0], { ...tabs[1], query: { tab: 'gone' } }] },
      'feedback.detail.json': { ...read('feedback.detail.json'), menuCode: 'SCM_MESSAGE' },
    });
    expect(wrong).toEqual(expect.arrayContaining([
      expect.stringMatching(/^feedback\.detail\.json \/menuCode \/packagesSub\/my\/feedbackAi is opened under SCM_FEEDBACK/),
      // ?tab=gone is served by the plain file, as the first tab is; and no tab opens the list itself.
      expect.stringMatching(/^feedback-mine\.list\.json \/pageTabs\/1\/query opens schemas\/supplier\/feedback\.form\.json as tab 1 does/),
      'feedback-mine.list.json /pageTabs no tab opens this file: its query (routeWhen) must be one of the tabs\'',
    ]));
  });
});
