import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratchRepo } from '../common/checks/fixtures/scratchRepo';
import { FORMS_DIR, inputsLine, PAGE_VALIDATOR_FILE, plannedArtifacts, staleByInputs, TYPES_FILE } from './artifactInputs';

// The quick staleness check of the generated files (what npm run schemas:check runs): each file's first line
// against the digest of what it is made from. The byte-for-byte comparison is scripts/checkSchemas.test.ts's.

/** A scratch copy with one form page whose generated files carry the digests of what they are made from now. */
function currentCopy(): string {
  const form = JSON.parse(fs.readFileSync('schemas/supplier/feedback.form.json', 'utf8'));
  const root = scratchRepo({ 'feedback.form.json': form });
  for (const a of plannedArtifacts(root)) {
    fs.mkdirSync(path.dirname(path.join(root, a.file)), { recursive: true });
    fs.writeFileSync(path.join(root, a.file), `${inputsLine(a.digest)}// made\n`);
  }
  return root;
}

describe('generated files against their inputs', () => {
  it('the working tree: every generated file names the inputs it is made from now', () => {
    expect(staleByInputs(process.cwd())).toEqual([]);
  });

  it('a changed meta-schema makes its types and page validator stale, not the forms', () => {
    const root = currentCopy();
    expect(staleByInputs(root)).toEqual([]);
    const meta = JSON.parse(fs.readFileSync(path.join(root, 'schemas/page.schema.json'), 'utf8'));
    fs.writeFileSync(path.join(root, 'schemas/page.schema.json'), JSON.stringify({ ...meta, description: `${meta.description} (changed)` }));
    expect(staleByInputs(root)).toEqual([TYPES_FILE, PAGE_VALIDATOR_FILE]);
  });

  it("a form's changed schema, a missing file and a form file of no form page", () => {
    const root = currentCopy();
    const formFile = path.join(root, 'schemas/supplier/feedback.form.json');
    const form = JSON.parse(fs.readFileSync(formFile, 'utf8'));
    fs.writeFileSync(formFile, JSON.stringify({ ...form, schema: { ...form.schema, title: 'changed' } }));
    fs.rmSync(path.join(root, TYPES_FILE));
    fs.writeFileSync(path.join(root, FORMS_DIR, 'gone.form.js'), '// left behind\n');
    expect(staleByInputs(root).sort()).toEqual([TYPES_FILE, `${FORMS_DIR}/${form.id}.js`, `${FORMS_DIR}/gone.form.js`].sort());
  });
});
