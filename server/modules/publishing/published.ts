import type { FastifyRequest } from 'fastify';
import type { PageSchema } from '../../../common/page/schemaTypes';
import { BizError } from '../../lib/errors';
import type { PublishedDocument } from '../../lib/publishedSchemas';
import type { UserKind } from '../../lib/userKind';

// What the app loads at run time: the merchant's published page documents its user may open. A page is listed and
// served only to a user of a kind that reads its folder and whose menu holds its menu code; any other is answered as
// missing. The data behind a page stays the server's routes', with their scope and shield codes.

/** The page folders each kind of user draws from (a buyer opens supplier pages the buyer folder does not serve). */
const foldersOf: Record<UserKind, string[]> = { supplier: ['schemas/supplier/'], buyer: ['schemas/buyer/', 'schemas/supplier/'], boss: ['schemas/boss/'] };

interface VisiblePage {
  doc: PublishedDocument;
  page: PageSchema;
}

function visiblePages(req: FastifyRequest): VisiblePage[] {
  const { menus, documents } = req.schemas;
  const codes = menus.menuCodesFor(req.auth);
  const folders = foldersOf[req.auth.userKind];
  return [...documents.values()]
    .filter((doc) => folders.some((f) => doc.path.startsWith(f)))
    .map((doc) => ({ doc, page: JSON.parse(doc.text) as PageSchema }))
    .filter(({ page }) => codes.has(page.menuCode));
}

/**
 * The pages' texts come with the index unless the app holds this release already (`have`): a new release's first
 * opening then waits for this one answer, not for the index and then each page.
 */
export function publishedIndex(req: FastifyRequest<{ Querystring: { have?: number } }>) {
  const { menus, revision } = req.schemas;
  const withTexts = req.query.have !== revision;
  return {
    revision,
    pages: visiblePages(req).map(({ doc, page }) => ({
      path: doc.path,
      version: doc.version,
      id: page.id,
      kind: page.kind,
      menuCode: page.menuCode,
      route: page.route ?? menus.index.byCode.get(page.menuCode)?.route ?? null,
      text: withTexts ? doc.text : null,
    })),
  };
}

export function publishedPage(req: FastifyRequest<{ Querystring: { path: string } }>) {
  const found = visiblePages(req).find(({ doc }) => doc.path === req.query.path);
  if (!found) throw BizError.notFound();
  return { path: found.doc.path, version: found.doc.version, revision: req.schemas.revision, text: found.doc.text };
}
