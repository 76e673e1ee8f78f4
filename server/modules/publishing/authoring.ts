import type { FastifyRequest } from 'fastify';
import { BizError } from '../../lib/errors';
import { releasedDocuments, type PublishedDocument, type ReleasedDocument } from '../../lib/publishedSchemas';
import { builtInText } from './builtInText';
import { checkRelease, findingsIn, liveFindings } from './checkRelease';
import { langOf } from '../../lib/language';
import { textDiff } from './jsonDiff';
import { msg } from './messages';
import { addAudit } from './queries/audit';
import { discardDraft, documentAt, draftsOf, saveDraft } from './queries/documents';
import { addRelease, latestRevision, publishDraft, releaseAt } from './queries/releases';
import type { CheckInput, DiscardInput, DraftInput, PublishInput, RollbackInput } from './schemas';

// An author's changes: save or drop a draft, publish drafts as a new release, roll back to an earlier release. Each
// is checked as files are (checkRelease.ts) before anything is written, is a compare-and-set (a draft's draft_rev, the
// merchant's latest revision) and leaves an audit row per document with what changed.

type Req = FastifyRequest;

const textsOf = (docs: readonly PublishedDocument[]) => new Map(docs.map((d) => [d.path, d.text]));

/** The merchant's latest release with its texts. */
async function latest(req: Req) {
  const { merchantId, schemaRevision } = req.auth;
  return { revision: schemaRevision, documents: await releasedDocuments(req.server.db, merchantId, schemaRevision) };
}

/** What the document at `path` reads now for the merchant's users: its published text, or the built-in file. */
const liveText = (published: ReadonlyMap<string, string>, path: string) => published.get(path) ?? builtInText(path);

/** The author's working set: what is published and the merchant's drafts (the drafts read over what they change). */
async function workingSet(req: Req) {
  const published = textsOf((await latest(req)).documents);
  const drafts = await draftsOf(req.server.db, req.auth.merchantId);
  const working = new Map(published);
  for (const [p, d] of drafts) working.set(p, d.draftText!);
  return { published, drafts, working };
}

/** What the check says of a document being typed, among the working set's other documents; stores nothing. */
export async function checkDocument(req: FastifyRequest<{ Body: CheckInput }>) {
  const { working } = await workingSet(req);
  working.delete(req.body.path);
  return findingsIn(liveFindings(req.server, working, req.body.path, req.body.text), langOf(req));
}

export async function saveDraftOf(req: FastifyRequest<{ Body: DraftInput }>) {
  const { db } = req.server;
  const { merchantId, userId } = req.auth;
  const { path, text, draftRev } = req.body;
  const { published, drafts, working } = await workingSet(req);
  working.set(path, text);
  const { warnings } = checkRelease(req.server, working, [path], langOf(req));
  const saved = await saveDraft(db, merchantId, userId, path, text, draftRev);
  if (!saved) throw BizError.conflict(msg.draftMoved);
  const before = drafts.get(path)?.draftText ?? liveText(published, path);
  await addAudit(db, [{ merchantId, userId, documentId: saved.id, path, action: 'draft', diff: textDiff(before, text) }]);
  return { path, draftRev: saved.draftRev, warnings };
}

export async function discardDraftOf(req: FastifyRequest<{ Body: DiscardInput }>) {
  const { db } = req.server;
  const { merchantId, userId } = req.auth;
  const dropped = await discardDraft(db, merchantId, req.body.path, req.body.draftRev);
  if (!dropped) throw BizError.conflict(msg.draftMoved);
  const published = textsOf((await latest(req)).documents);
  await addAudit(db, [{ merchantId, userId, documentId: dropped.id, path: req.body.path, action: 'discard', diff: textDiff(dropped.text, liveText(published, req.body.path)) }]);
  return { path: req.body.path, draftRev: dropped.draftRev };
}

export async function publishDrafts(req: FastifyRequest<{ Body: PublishInput }>) {
  const { db } = req.server;
  const { merchantId, userId } = req.auth;
  const current = await latest(req);
  if (current.revision !== req.body.revision) throw BizError.conflict(msg.releaseMoved);
  const docs = await Promise.all(req.body.paths.map((p) => documentAt(db, merchantId, p)));
  const missing = docs.findIndex((d) => !d?.draftText);
  if (missing >= 0) {
    // a racing author may have published (and so cleared) the draft since this request's session was read
    if ((await latestRevision(db, merchantId)) !== req.body.revision) throw BizError.conflict(msg.releaseMoved);
    throw BizError.invalid(`paths/${missing}`, msg.noDraft);
  }
  const drafts = docs as Required<NonNullable<(typeof docs)[number]>>[];
  const published = textsOf(current.documents);
  const next = new Map(published);
  for (const d of drafts) next.set(d.path, d.draftText!);
  checkRelease(req.server, next, req.body.paths, langOf(req), undefined, true);

  const revision = current.revision + 1;
  await db.transaction().execute(async (trx) => {
    const released: ReleasedDocument[] = current.documents.filter((d) => !req.body.paths.includes(d.path)).map(({ documentId, path, version }) => ({ documentId, path, version }));
    const audit = [];
    for (const d of drafts) {
      const version = await publishDraft(trx, d.id, d.draftRev, d.draftText!, userId);
      if (version === null) throw BizError.conflict(msg.draftMoved);
      released.push({ documentId: d.id, path: d.path, version });
      audit.push({ merchantId, userId, documentId: d.id, path: d.path, action: 'publish' as const, revision, version, diff: textDiff(liveText(published, d.path), d.draftText!) });
    }
    released.sort((a, b) => a.path.localeCompare(b.path));
    if (!(await addRelease(trx, { merchantId, revision, action: 'publish', documents: released, userId }))) throw BizError.conflict(msg.releaseMoved);
    await addAudit(trx, audit);
  });
  return { revision };
}

export async function rollBack(req: FastifyRequest<{ Body: RollbackInput }>) {
  const { db } = req.server;
  const { merchantId, userId } = req.auth;
  const current = await latest(req);
  if (current.revision !== req.body.revision) throw BizError.conflict(msg.releaseMoved);
  if (req.body.toRevision >= current.revision) throw BizError.invalid('toRevision', msg.notEarlier);
  const target = await releaseAt(db, merchantId, req.body.toRevision);
  if (!target) throw BizError.invalid('toRevision', msg.noSuchRelease);
  const texts = textsOf(await releasedDocuments(db, merchantId, target.revision));
  const published = textsOf(current.documents);
  const changed = [...new Set([...published.keys(), ...texts.keys()])].filter((p) => published.get(p) !== texts.get(p)).sort();
  checkRelease(req.server, texts, changed, langOf(req));

  const revision = current.revision + 1;
  await db.transaction().execute(async (trx) => {
    if (!(await addRelease(trx, { merchantId, revision, action: 'rollback', documents: target.documents, userId }))) throw BizError.conflict(msg.releaseMoved);
    const ids = new Map([...current.documents, ...target.documents].map((d) => [d.path, d.documentId]));
    const versions = new Map(target.documents.map((d) => [d.path, d.version]));
    await addAudit(
      trx,
      changed.map((path) => ({
        merchantId, userId, documentId: ids.get(path) ?? null, path, action: 'rollback' as const, revision, version: versions.get(path),
        diff: textDiff(liveText(published, path), liveText(texts, path)),
      })),
    );
  });
  return { revision };
}
