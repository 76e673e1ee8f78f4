// npm run schemas:publish -- <file> [<file> …] — pushes page and menu files of schemas/ to the server as the
// merchant's drafts and publishes them together as its next release. Each file passes the very check the server
// runs on a draft (the schema check of the files, with the merchant's published documents); a refusal prints the
// check's lines (file:line, JSON pointer, message) and nothing is published. See docs/authoring.md, "Publishing".
import fs from 'node:fs';
import path from 'node:path';
import { formatIssue, type Issue } from '../../common/checks/issues';
import { authorSession, CommandFailure } from './authorSession';

export async function publishFiles(files: string[], root = process.cwd()): Promise<number> {
  if (!files.length) throw new CommandFailure('Name the files to publish: npm run schemas:publish -- schemas/supplier/x.report.json schemas/menu/supplier.json');
  const paths = files.map((f) => path.relative(root, path.resolve(root, f)).split(path.sep).join('/'));
  const session = await authorSession();
  const listed = await session.get('/scm/authoring/documents');
  if (listed.code !== 0) throw new CommandFailure(listed.message);
  const rev = new Map<string, number>(listed.data.documents.map((d: { path: string; draftRev: number }) => [d.path, d.draftRev]));
  for (const p of paths) {
    const saved = await session.post('/scm/authoring/draft/save', { path: p, text: fs.readFileSync(path.join(root, p), 'utf8'), draftRev: rev.get(p) ?? 0 });
    if (saved.code !== 0) {
      const issues = (saved.data?.issues ?? []) as Issue[];
      throw new CommandFailure(issues.length ? issues.map((i) => `error    ${formatIssue(i)}`).join('\n') : `${p}: ${saved.message}`);
    }
    for (const w of saved.data.warnings as Issue[]) console.warn(`warning  ${formatIssue(w)}`);
  }
  const published = await session.post('/scm/authoring/publish', { paths, revision: listed.data.revision });
  if (published.code !== 0) throw new CommandFailure(published.message);
  return published.data.revision as number;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  publishFiles(process.argv.slice(2)).then(
    (revision) => console.log(`published ${process.argv.length - 2} file(s) as release ${revision}`),
    (err) => {
      console.error(err instanceof CommandFailure ? err.message : err);
      process.exit(1);
    },
  );
}
