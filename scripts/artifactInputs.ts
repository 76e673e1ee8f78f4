import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { listPageFiles, readJson } from '../common/checks/pageFiles.ts';

// What each file derived from the schemas (schemaArtifacts.ts) is made from, as a digest written on its first line.
// Making them compiles the page meta-schema and every form's schema with ajv (seconds of CPU): `npm run schemas:check`
// compares the digests instead, which says whether the schemas or the generator changed since the files were last
// written; the schema tests (scripts/checkSchemas.test.ts) still make them and compare every byte.

export const META_SCHEMA = 'schemas/page.schema.json';
export const TYPES_FILE = 'common/page/schemaTypes.ts';
export const PAGE_VALIDATOR_FILE = 'src/engine/generated/validatePage.js';
export const FORMS_DIR = 'src/engine/generated/forms';

/** The generator's own code and the packages whose output the files are. */
const GENERATOR_FILES = ['scripts/schemaArtifacts.ts', 'scripts/schemaToTypes.ts', 'scripts/artifactInputs.ts', 'common/validation/ajvOptions.ts'];
const GENERATOR_PACKAGES = ['ajv', 'ajv-formats', '@rjsf/validator-ajv8'];

export interface PlannedArtifact {
  file: string;
  /** digest of the generator and of the schema the file is made from */
  digest: string;
  make: { of: 'types' | 'page validator' | 'form validator'; schema: object };
}

/** This checkout's generator (the schemas may be in another folder: a scratch copy in tests). */
const GENERATOR_ROOT = path.resolve(import.meta.dirname, '..');

function generatorDigest(): string {
  const hash = crypto.createHash('sha256');
  for (const file of GENERATOR_FILES) hash.update(`${file}\0`).update(fs.readFileSync(path.join(GENERATOR_ROOT, file))).update('\0');
  for (const name of GENERATOR_PACKAGES) {
    const manifest = readJson<{ version?: string }>(GENERATOR_ROOT, `node_modules/${name}/package.json`);
    hash.update(`${name}@${manifest.version ?? ''}\0`);
  }
  return hash.digest('hex');
}

const digestOf = (generator: string, of: string, schema: object) => crypto.createHash('sha256').update(`${generator}\0${of}\0${JSON.stringify(schema)}`).digest('hex').slice(0, 32);

/** Every derived file with what it is made from: the types and validator of the page meta-schema, one validator per form page. */
export function plannedArtifacts(root: string): PlannedArtifact[] {
  const generator = generatorDigest();
  const meta = readJson<object>(root, META_SCHEMA);
  const planned = (file: string, of: PlannedArtifact['make']['of'], schema: object): PlannedArtifact => ({ file, digest: digestOf(generator, `${of} ${file}`, schema), make: { of, schema } });
  const artifacts = [planned(TYPES_FILE, 'types', meta), planned(PAGE_VALIDATOR_FILE, 'page validator', meta)];
  for (const page of listPageFiles(root)) {
    const json = page.json as { kind?: string; id?: string; schema?: object } | undefined;
    if (json?.kind !== 'form' || !json.id || !json.schema) continue;
    artifacts.push(planned(`${FORMS_DIR}/${json.id}.js`, 'form validator', json.schema));
  }
  return artifacts;
}

/** The first line of a derived file: the digest of what it was made from. */
export const inputsLine = (digest: string): string => `// inputs ${digest} (npm run schemas:check compares this line with the schemas)\n`;

/** The derived files whose first line names other inputs than the schemas give now, missing files, and forms' files of no form. */
export function staleByInputs(root: string): string[] {
  const artifacts = plannedArtifacts(root);
  const stale = artifacts
    .filter((a) => {
      const abs = path.join(root, a.file);
      return !fs.existsSync(abs) || !fs.readFileSync(abs, 'utf8').startsWith(inputsLine(a.digest));
    })
    .map((a) => a.file);
  const wanted = new Set(artifacts.map((a) => a.file));
  const formsDir = path.join(root, FORMS_DIR);
  if (fs.existsSync(formsDir)) {
    for (const name of fs.readdirSync(formsDir)) if (!wanted.has(`${FORMS_DIR}/${name}`)) stale.push(`${FORMS_DIR}/${name}`);
  }
  return stale;
}
