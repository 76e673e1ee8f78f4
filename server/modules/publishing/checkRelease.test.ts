import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { summaryReport } from '../../../common/checks/fixtures/pages';
import { fixtureRoutes } from '../../../common/checks/fixtures/routes';
import { scratchRepo } from '../../../common/checks/fixtures/scratchRepo';
import { BizError } from '../../lib/errors';
import { checkRelease, releaseFindings } from './checkRelease';

// A draft is judged by the one-page check the studio runs (same words), and schema files that vanish while the check
// reads them are said as issues of those files: a draft save answers 400 with them, never a 500.

const app = { servedRoutes: fixtureRoutes } as unknown as FastifyInstance;
const FILE = 'schemas/supplier/new.report.json';
const page = { ...summaryReport, id: 'new.report', menuCode: 'SCM_ARRIVAL_RATE', api: { url: '/scm/report/delivery-rate-analyse/query', listPath: 'rows', paged: false } };

describe('a release checked', () => {
  it('names a changed page’s mistakes once, in the one-page check’s words', () => {
    const root = scratchRepo({ 't.json': summaryReport });
    const text = JSON.stringify({ ...page, columns: [{ field: 'nmae', label: '名称' }] }, null, 2);
    const { errors } = releaseFindings(app, new Map([[FILE, text]]), [FILE], root);
    expect(errors).toEqual([expect.objectContaining({ file: FILE, pointer: '/columns/0/field', message: expect.stringContaining('(did you mean "name"?)') })]);
  });

  it('says a file that vanished while being read, as an issue of that file (no exception)', () => {
    const root = scratchRepo({ 't.json': summaryReport });
    fs.symlinkSync(path.join(root, 'nowhere.json'), path.join(root, 'schemas/supplier/gone.list.json'));
    fs.rmSync(path.join(root, 'schemas/enums.json'));
    const { errors } = releaseFindings(app, new Map([[FILE, JSON.stringify(page)]]), [FILE], root);
    expect(errors).toContainEqual({ file: 'schemas/enums.json', line: null, pointer: '', message: 'cannot be read (ENOENT)' });

    fs.writeFileSync(path.join(root, 'schemas/enums.json'), fs.readFileSync('schemas/enums.json'));
    const again = releaseFindings(app, new Map([[FILE, JSON.stringify(page)]]), [FILE], root).errors;
    expect(again).toContainEqual({ file: 'schemas/supplier/gone.list.json', line: null, pointer: '', message: 'cannot be read (ENOENT)' });
    expect(() => checkRelease(app, new Map([[FILE, JSON.stringify(page)]]), [FILE], 'en', root)).toThrow(BizError);
  });
});
