import type { Input } from '../../lib/routeSpec';
import { arrayOf, bool, input, instant, int, intOrNull, listInput, object, pageOf, sometimes, text, textOrNull } from '../../lib/schemaFragments';

/** A page file (`schemas/supplier/x.report.json`, `schemas/buyer/…`, `schemas/boss/…`) or a menu file (`schemas/menu/boss.json`). */
export const DOCUMENT_PATH = '^schemas/((supplier|buyer|boss)/[a-z0-9][a-z0-9.-]{0,80}|menu/(supplier|buyer|boss))\\.json$';
const path = { type: 'string', pattern: DOCUMENT_PATH, maxLength: 120 } as const;
/** A document's text: what its file would hold. */
const documentText = { type: 'string', minLength: 2, maxLength: 400_000 } as const;
const rev = { type: 'integer', minimum: 0, maximum: 2147483647 } as const;

export const draftBody = input({ path, text: documentText, draftRev: rev }, ['path', 'text', 'draftRev']);
export type DraftInput = Input<typeof draftBody>;

/** A document as it is being typed (the studio asks on every pause): checked, not stored. */
export const checkBody = input({ path, text: documentText }, ['path', 'text']);
export type CheckInput = Input<typeof checkBody>;

export const discardBody = input({ path, draftRev: rev }, ['path', 'draftRev']);
export type DiscardInput = Input<typeof discardBody>;

/** `revision`: the merchant's latest revision the author saw; a release in between refuses the publish (409). */
export const publishBody = input({ paths: { type: 'array', minItems: 1, maxItems: 50, uniqueItems: true, items: path }, revision: rev }, ['paths', 'revision']);
export type PublishInput = Input<typeof publishBody>;

/** `toRevision`: the release to go back to (0: the built-in files alone); `revision` as for publish. */
export const rollbackBody = input({ toRevision: rev, revision: rev }, ['toRevision', 'revision']);
export type RollbackInput = Input<typeof rollbackBody>;

export const pathQuery = input({ path }, ['path']);
export const emptyQuery = input({});
/** `have`: the release whose page texts the app already holds (0: none); the index answers the texts of any other. */
export const indexQuery = input({ have: rev });

export const auditQuery = listInput({ path });

/**
 * What the check said: file, line, JSON pointer and message, as `npm run schemas:check` prints them; the column of a
 * slip no pointer can name (a file that is not JSON).
 */
const issue = object({ file: text, line: intOrNull, column: sometimes(int), pointer: text, message: text });

export const checkAnswer = object({ errors: arrayOf(issue), warnings: arrayOf(issue) });
export const draftAnswer = object({ path: text, draftRev: int, warnings: arrayOf(issue) });
export const discardAnswer = object({ path: text, draftRev: int });
export const releaseAnswer = object({ revision: int });

const releasedDocument = object({ path: text, version: int });
const release = object({ revision: int, action: text, releasedBy: text, releasedAt: instant, documents: arrayOf(releasedDocument) });

export const documentsAnswer = object({
  revision: int,
  documents: arrayOf(
    object({
      path: text, kind: text, publishedVersion: intOrNull, draftRev: int, hasDraft: { type: 'boolean' }, draftBy: textOrNull, draftAt: { type: ['string', 'null'], format: 'date-time' },
      /** the repository has a file at the path: what the document comes back to when it is no longer published */
      builtIn: { type: 'boolean' },
    }),
  ),
  releases: arrayOf(release),
});

export const documentAnswer = object({
  path: text,
  kind: text,
  /** the file of the repository at this path, or null for a document the merchant added */
  builtIn: textOrNull,
  published: { anyOf: [{ type: 'null' }, object({ version: int, text })] },
  draft: object({ rev: int, text: textOrNull }),
  versions: arrayOf(object({ version: int, publishedBy: text, publishedAt: instant })),
});

// A JSON-pointer change: `from` is absent where something was added, `to` where it was removed.
const change = { type: 'object', additionalProperties: false, properties: { op: text, path: text, from: {}, to: {} } } as const;
export const auditAnswer = pageOf(
  object({ id: int, path: textOrNull, action: text, revision: intOrNull, version: intOrNull, userName: text, at: instant, diff: arrayOf(change) }),
);

export const suppliersAnswer = object({ rows: arrayOf(object({ id: int, code: text, name: text })) });

const routeField = object({ path: text, type: text, required: { type: 'boolean' }, shieldCode: textOrNull });
export const catalogueAnswer = object({
  routes: arrayOf(
    object({ method: text, url: text, auth: text, menuCode: textOrNull, shieldCode: textOrNull, read: bool, summary: text, params: arrayOf(routeField), answer: arrayOf(routeField) }),
  ),
});

export const publishedIndexAnswer = object({
  revision: int,
  pages: arrayOf(object({ path: text, version: int, id: text, kind: text, menuCode: text, route: textOrNull, text: textOrNull })),
});
export const publishedPageAnswer = object({ path: text, version: int, revision: int, text });
