// npm run schemas:pull [-- --drafts] — writes the merchant's published page and menu documents back to their files
// under schemas/ (with --drafts: the drafts, where a document has one), for review and commit in git.
import fs from 'node:fs';
import path from 'node:path';
import { authorSession, CommandFailure } from './authorSession';

export async function pullDocuments(opts: { drafts: boolean }, root = process.cwd()): Promise<string[]> {
  const session = await authorSession();
  const listed = await session.get('/scm/authoring/documents');
  if (listed.code !== 0) throw new CommandFailure(listed.message);
  const written: string[] = [];
  for (const d of listed.data.documents as { path: string; publishedVersion: number | null; hasDraft: boolean }[]) {
    if (d.publishedVersion === null && !(opts.drafts && d.hasDraft)) continue;
    const doc = await session.get('/scm/authoring/document', { path: d.path });
    if (doc.code !== 0) throw new CommandFailure(`${d.path}: ${doc.message}`);
    const text: string | undefined = (opts.drafts ? doc.data.draft.text : null) ?? doc.data.published?.text;
    if (text === undefined) continue;
    fs.mkdirSync(path.dirname(path.join(root, d.path)), { recursive: true });
    fs.writeFileSync(path.join(root, d.path), text.endsWith('\n') ? text : `${text}\n`);
    written.push(d.path);
  }
  return written;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  pullDocuments({ drafts: process.argv.includes('--drafts') }).then(
    (files) => console.log(files.length ? files.map((f) => `wrote ${f}`).join('\n') : 'nothing published'),
    (err) => {
      console.error(err instanceof CommandFailure ? err.message : err);
      process.exit(1);
    },
  );
}
