// Writes the files derived from the schemas (see schemaArtifacts.ts). `--check` only reports stale files.
import fs from 'node:fs';
import path from 'node:path';
import { buildArtifacts, FORMS_DIR } from './schemaArtifacts';

export function staleArtifacts(root: string): string[] {
  const artifacts = buildArtifacts(root);
  const stale = artifacts
    .filter((a) => !fs.existsSync(path.join(root, a.file)) || fs.readFileSync(path.join(root, a.file), 'utf8') !== a.content)
    .map((a) => a.file);
  // A form validator whose page is gone is stale too.
  const formsDir = path.join(root, FORMS_DIR);
  const wanted = new Set(artifacts.map((a) => a.file));
  if (fs.existsSync(formsDir)) {
    for (const name of fs.readdirSync(formsDir)) if (!wanted.has(`${FORMS_DIR}/${name}`)) stale.push(`${FORMS_DIR}/${name}`);
  }
  return stale;
}

export function writeArtifacts(root: string): string[] {
  const artifacts = buildArtifacts(root);
  const formsDir = path.join(root, FORMS_DIR);
  fs.mkdirSync(formsDir, { recursive: true });
  const wanted = new Set(artifacts.map((a) => a.file));
  for (const name of fs.readdirSync(formsDir)) if (!wanted.has(`${FORMS_DIR}/${name}`)) fs.rmSync(path.join(formsDir, name));
  const written: string[] = [];
  for (const a of artifacts) {
    const abs = path.join(root, a.file);
    if (fs.existsSync(abs) && fs.readFileSync(abs, 'utf8') === a.content) continue;
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    fs.writeFileSync(abs, a.content);
    written.push(a.file);
  }
  return written;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const root = process.cwd();
  if (process.argv.includes('--check')) {
    const stale = staleArtifacts(root);
    if (stale.length) {
      console.error(`Stale generated files (run npx tsx scripts/buildSchemaValidator.ts):\n  ${stale.join('\n  ')}`);
      process.exit(1);
    }
    console.log('generated schema files are up to date');
  } else {
    const written = writeArtifacts(root);
    console.log(written.length ? `wrote:\n  ${written.join('\n  ')}` : 'generated schema files are up to date');
  }
}
