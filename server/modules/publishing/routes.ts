import { routeGroup } from '../../lib/routeGroup';
import type { RouteSpec } from '../../lib/routeSpec';
import { checkDocument, discardDraftOf, publishDrafts, rollBack, saveDraftOf } from './authoring';
import { catalogue } from './catalogue';
import { documentList, documentView } from './documentReads';
import { listAudit } from './queries/audit';
import { publishedIndex, publishedPage } from './published';
import {
  auditAnswer, auditQuery, catalogueAnswer, checkAnswer, checkBody, discardAnswer, discardBody, documentAnswer, documentsAnswer, draftAnswer, draftBody, emptyQuery,
  pathQuery, publishBody, indexQuery, publishedIndexAnswer, publishedPageAnswer, releaseAnswer, rollbackBody, suppliersAnswer,
} from './schemas';

const tags = ['publishing'];
/** Only the merchant's page author holds BOSS_AUTHORING (schemas/menu/boss.json). */
const author = routeGroup({ auth: 'boss', menuCode: 'BOSS_AUTHORING', tags, prefix: '/scm/authoring' });
const reader = routeGroup({ auth: 'user', tags, prefix: '/scm/published' });

export const routes: RouteSpec[] = [
  author.reads.get('/documents', "The merchant's page and menu documents (published version, draft) and its releases, newest first", { querystring: emptyQuery, response: documentsAnswer }, (req) => documentList(req.server.db, req.auth.merchantId, req.auth.schemaRevision)),
  author.reads.get('/document', 'One document: the built-in file at its path, the published text, the draft and the published versions', { querystring: pathQuery, response: documentAnswer }, (req) => documentView(req.server.db, req.auth.merchantId, req.auth.schemaRevision, req.query.path)),
  author.post('/check', 'What the schema check says of a document as typed, among the published documents and the other drafts (the studio asks on every pause); stores nothing', { body: checkBody, response: checkAnswer }, checkDocument),
  author.post('/draft/save', "Saves a document's draft once it passes the schema check (with the published documents and the other drafts); draftRev is the compare-and-set", { body: draftBody, response: draftAnswer }, saveDraftOf),
  author.post('/draft/discard', "Drops a document's draft (compare-and-set on draftRev)", { body: discardBody, response: discardAnswer }, discardDraftOf),
  author.post('/publish', "Publishes drafts as the merchant's next release once they pass the schema check; revision is the latest the author saw (409 when another came)", { body: publishBody, response: releaseAnswer }, publishDrafts),
  author.post('/rollback', 'Makes an earlier release (0: the built-in files alone) the next release, once it passes the schema check; revision as for publish', { body: rollbackBody, response: releaseAnswer }, rollBack),
  author.reads.get('/suppliers', "The merchant's active suppliers, to preview a page as one of them (the studio's preview reads as the chosen supplier and role)", { querystring: emptyQuery, response: suppliersAnswer }, async (req) => ({
    rows: await req.server.db
      .selectFrom('supplier')
      .select(['id', 'code', 'name'])
      .where('merchant_id', '=', req.auth.merchantId)
      .where('status', '=', 0)
      .orderBy('code')
      .limit(500)
      .execute(),
  })),
  author.reads.get('/catalogue', "Every route a page may call, with its parameters and answer fields (the studio's endpoint catalogue)", { querystring: emptyQuery, response: catalogueAnswer }, async (req) => catalogue(req.server)),
  author.reads.get('/audit', "Every change of the merchant's documents, newest first: who, when, which release and version, and the JSON-pointer diff", { querystring: auditQuery, response: auditAnswer }, (req) => listAudit(req.server.db, req.auth.merchantId, req.query)),

  reader.reads.get('/index', "The merchant's published pages the caller may open, and the release they are from (the app compares it with the one it holds); with their texts unless `have` names that release", { querystring: indexQuery, response: publishedIndexAnswer }, async (req) => publishedIndex(req)),
  reader.reads.get('/page', 'One published page document the caller may open, as its file would read', { querystring: pathQuery, response: publishedPageAnswer }, async (req) => publishedPage(req)),
];
