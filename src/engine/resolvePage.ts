import { menuEntry } from './menus';
import type { Column, DashboardPage, LocalizedText, PageSchema, ReportPage } from '../../common/page/schemaTypes';

// A validated page file becomes the page a user sees in one pure step: its route and title come from the
// menu entry of its menuCode unless the file sets them, and every part a shield code hides from this user
// is removed (columns, filters, actions, sections, fields, line columns, chart, dashboard tiles). Renderers
// then draw what they are given; none of them asks about permissions again, and the column-settings panel
// cannot offer a column the user may not see.

export type Allowed = (code: string | undefined) => boolean;

export type ResolvedPage<P extends PageSchema = PageSchema> = P & { route: string; title: LocalizedText };

interface Shielded {
  shieldCode?: string;
}

function keep<T extends Shielded>(items: T[], allowed: Allowed): T[];
function keep<T extends Shielded>(items: T[] | undefined, allowed: Allowed): T[] | undefined;
function keep<T extends Shielded>(items: T[] | undefined, allowed: Allowed): T[] | undefined {
  return items?.filter((item) => allowed(item.shieldCode));
}

/** Totals and chart series of a report that belong to a column the user may not see go with that column; a total with its own shield code goes by it. */
function withoutRemovedColumns(page: ReportPage, before: Column[], columns: Column[], allowed: Allowed): Pick<ReportPage, 'summary' | 'chart'> {
  const removed = new Set(before.filter((c) => !columns.includes(c)).map((c) => c.field));
  const summary = page.summary?.filter((s) => !removed.has(s.field) && allowed(s.shieldCode));
  const series = page.chart?.series.filter((s) => !removed.has(s.field));
  const chart = page.chart && series?.length ? { ...page.chart, series } : undefined;
  return { summary, chart };
}

/** A dashboard's tiles the user may see; a links tile's rows too. */
function keepTiles(tiles: DashboardPage['tiles'], allowed: Allowed): DashboardPage['tiles'] {
  return keep(tiles, allowed).map((tile) =>
    tile.type === 'links' ? { ...tile, rows: keep(tile.rows, allowed), row: tile.row && (allowed(tile.row.shieldCode) ? tile.row : undefined) } : tile,
  );
}

/** The page as this user sees it, or null when the user may not open it at all (or its menuCode is unknown). */
export function resolvePage(page: PageSchema, allowed: Allowed): ResolvedPage | null {
  // A page for everyone (the session's own screens) is open whatever the menu holds; its parts are still shielded.
  if (!(page.kind === 'dashboard' && page.everyone) && !allowed(page.menuCode)) return null;
  const entry = menuEntry(page.menuCode);
  const route = page.route ?? entry?.route;
  const title = page.title ?? entry?.name;
  if (!route || title === undefined) return null;
  const base = { route, title };
  switch (page.kind) {
    case 'list':
      return { ...page, ...base, filters: keep(page.filters, allowed), columns: keep(page.columns, allowed), rowActions: keep(page.rowActions, allowed) };
    case 'report': {
      const columns = keep(page.columns, allowed);
      const chart = page.chart && allowed(page.chart.shieldCode) ? page.chart : undefined;
      return { ...page, ...base, filters: keep(page.filters, allowed), columns, ...withoutRemovedColumns({ ...page, chart }, page.columns, columns, allowed) };
    }
    case 'detail':
      return {
        ...page,
        ...base,
        sections: keep(page.sections, allowed).map((s) => ({ ...s, fields: keep(s.fields, allowed) })),
        lines: page.lines && { ...page.lines, columns: keep(page.lines.columns, allowed) },
        tabs: page.tabs && keep(page.tabs, allowed)?.map((t) => ({
          ...t,
          sections: t.sections && keep(t.sections, allowed)?.map((s) => ({ ...s, fields: keep(s.fields, allowed) })),
          lines: t.lines && { ...t.lines, columns: keep(t.lines.columns, allowed) },
          chart: t.chart && allowed(t.chart.shieldCode) ? t.chart : undefined,
        })),
        conversation: page.conversation && {
          ...page.conversation,
          reply: page.conversation.reply && { ...page.conversation.reply, actions: keep(page.conversation.reply.actions, allowed) },
        },
        actions: keep(page.actions, allowed),
      };
    case 'form':
      return { ...page, ...base, actions: keep(page.actions, allowed) };
    case 'dashboard':
      return { ...page, ...base, filters: keep(page.filters, allowed), tiles: keepTiles(page.tiles, allowed) };
  }
}
