import { route, type RouteSpec } from '../../lib/routeSpec';
import { discardDraftOf, publishDrafts, rollBack, saveDraftOf } from './authoring';
import { builtInText } from './builtInText';
import { listAudit } from './queries/audit';
import { documentAt, kindOfPath, listDocuments, versionsOf } from './queries/documents';
import { listReleases } from './queries/releases';
import { publishedIndex, publishedPage } from './published';
import { releasedDocuments } from '../../lib/publishedSchemas';
import {
  auditAnswer, auditQuery, discardAnswer, discardBody, documentAnswer, documentsAnswer, draftAnswer, draftBody, emptyQuery,
  pathQuery, publishBody, publishedIndexAnswer, publishedPageAnswer, releaseAnswer, rollbackBody,
} from './schemas';

const tags = ['publishing'];
/** Only the merchant's page author holds BOSS_AUTHORING (schemas/menu/boss.json). */
const author = { auth: 'boss', menuCode: 'BOSS_AUTHORING', tags } as const;

export const routes: RouteSpec[] = [
  route({
    ...author,
    method: 'GET', url: '/scm/authoring/documents',
    summary: "The merchant's page and menu documents (published version, draft) and its releases, newest first",
    schema: { querystring: emptyQuery, response: documentsAnswer },
    handler: async (req) => {
      const { db } = req.server;
      const { merchantId, schemaRevision } = req.auth;
      const [rows, published, releases] = await Promise.all([listDocuments(db, merchantId), releasedDocuments(db, merchantId, schemaRevision), listReleases(db, merchantId)]);
      const versions = new Map(published.map((d) => [d.path, d.version]));
      return { revision: schemaRevision, documents: rows.map((r) => ({ ...r, publishedVersion: versions.get(r.path) ?? null })), releases };
    },
  }),
  route({
    ...author,
    method: 'GET', url: '/scm/authoring/document',
    summary: 'One document: the built-in file at its path, the published text, the draft and the published versions',
    schema: { querystring: pathQuery, response: documentAnswer },
    handler: async (req) => {
      const { db } = req.server;
      const { merchantId, schemaRevision } = req.auth;
      const { path } = req.query;
      const [row, published] = await Promise.all([documentAt(db, merchantId, path), releasedDocuments(db, merchantId, schemaRevision)]);
      const live = published.find((d) => d.path === path);
      return {
        path,
        kind: kindOfPath(path),
        builtIn: builtInText(path),
        published: live ? { version: live.version, text: live.text } : null,
        draft: { rev: row?.draftRev ?? 0, text: row?.draftText ?? null },
        versions: row ? await versionsOf(db, merchantId, row.id) : [],
      };
    },
  }),
  route({
    ...author,
    method: 'POST', url: '/scm/authoring/draft/save',
    summary: "Saves a document's draft once it passes the schema check (with the published documents and the other drafts); draftRev is the compare-and-set",
    schema: { body: draftBody, response: draftAnswer },
    handler: saveDraftOf,
  }),
  route({
    ...author,
    method: 'POST', url: '/scm/authoring/draft/discard',
    summary: "Drops a document's draft (compare-and-set on draftRev)",
    schema: { body: discardBody, response: discardAnswer },
    handler: discardDraftOf,
  }),
  route({
    ...author,
    method: 'POST', url: '/scm/authoring/publish',
    summary: "Publishes drafts as the merchant's next release once they pass the schema check; revision is the latest the author saw (409 when another came)",
    schema: { body: publishBody, response: releaseAnswer },
    handler: publishDrafts,
  }),
  route({
    ...author,
    method: 'POST', url: '/scm/authoring/rollback',
    summary: 'Makes an earlier release (0: the built-in files alone) the next release, once it passes the schema check; revision as for publish',
    schema: { body: rollbackBody, response: releaseAnswer },
    handler: rollBack,
  }),
  route({
    ...author,
    method: 'GET', url: '/scm/authoring/audit',
    summary: "Every change of the merchant's documents, newest first: who, when, which release and version, and the JSON-pointer diff",
    schema: { querystring: auditQuery, response: auditAnswer },
    handler: (req) => listAudit(req.server.db, req.auth.merchantId, req.query),
  }),
  route({
    method: 'GET', url: '/scm/published/index', auth: 'user', tags,
    summary: "The merchant's published pages the caller may open, and the release they are from (the app compares it with the one it holds)",
    schema: { querystring: emptyQuery, response: publishedIndexAnswer },
    handler: async (req) => publishedIndex(req),
  }),
  route({
    method: 'GET', url: '/scm/published/page', auth: 'user', tags,
    summary: 'One published page document the caller may open, as its file would read',
    schema: { querystring: pathQuery, response: publishedPageAnswer },
    handler: async (req) => publishedPage(req),
  }),
];

