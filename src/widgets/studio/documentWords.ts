import type { DocumentAnswer, Documents } from './studioApi';
import type { StudioTextKey } from './studioText';

// What the studio asks before an action that throws an author's work away or changes what phones show: the file, what
// of it goes (unsaved edits, the saved draft) and what the editor or the phones come back to. An author who made a mess
// reads, before confirming, exactly what will be lost.

type Tx = (key: StudioTextKey, vars?: Record<string, string | number>) => string;

/** The open document's state as the studio holds it. */
export interface OpenState {
  path: string;
  unsaved: boolean;
  hasDraft: boolean;
  publishedVersion: number | null;
  /** whether the repository has a file at the path (a new page has none) */
  builtIn: boolean;
}

const shortPath = (path: string) => path.replace(/^schemas\//, '');

/** What a discard throws away: the saved draft, the unsaved edits, or both. */
const discarded = (tx: Tx, s: OpenState) => tx(s.hasDraft && s.unsaved ? 'lostBoth' : s.hasDraft ? 'lostDraft' : 'lostEdits');

/** What the editor shows after a discard: the published version, the built-in file, or a new file's starting text. */
const backTo = (tx: Tx, s: OpenState) => (s.publishedVersion ? tx('backPublished', { n: s.publishedVersion }) : s.builtIn ? tx('backBuiltIn') : tx('backEmpty'));

export function discardQuestion(tx: Tx, s: OpenState): string {
  return tx('confirmDiscard', { file: shortPath(s.path), what: discarded(tx, s), back: backTo(tx, s) });
}

export function discardNotice(tx: Tx, s: OpenState): string {
  return tx('discarded', { file: shortPath(s.path), what: discarded(tx, s) });
}

/** The published documents a roll back to `toRevision` changes, each with its version now and after ("v2 → v1"). */
export function rollbackChanges(tx: Tx, docs: Documents, toRevision: number): string[] {
  const versions = (revision: number) => new Map((docs.releases.find((r) => r.revision === revision)?.documents ?? []).map((d) => [d.path, d.version]));
  const now = versions(docs.revision);
  const then = versions(toRevision);
  const builtIn = new Set(docs.documents.filter((d) => d.builtIn).map((d) => d.path));
  // no longer published: the built-in file again, or, for a page the merchant added, no page at all
  const shown = (p: string, v: number | undefined) => (v !== undefined ? `v${v}` : builtIn.has(p) ? tx('builtInFile') : tx('noPage'));
  return [...new Set([...now.keys(), ...then.keys()])]
    .filter((p) => now.get(p) !== then.get(p))
    .sort()
    .map((p) => `${shortPath(p)} ${shown(p, now.get(p))} → ${shown(p, then.get(p))}`);
}

/**
 * The question before a roll back: which published documents change, and what becomes of the open document's unsaved
 * edits (saved as its draft first; or, when the check refuses them, left in the editor unsaved, since a roll back
 * never needs them).
 */
export function rollbackQuestion(tx: Tx, docs: Documents, toRevision: number, open: { path: string; unsaved: boolean; refused: boolean } | null): string {
  const changes = rollbackChanges(tx, docs, toRevision);
  const lines = [tx('confirmRollback', { n: toRevision }), changes.length ? `${tx('rollbackChanges')}\n${changes.join('\n')}` : tx('rollbackNoChange')];
  if (open?.unsaved) lines.push(tx(open.refused ? 'rollbackKeepsRefused' : 'rollbackSavesEdits', { file: shortPath(open.path) }));
  return lines.join('\n');
}

/**
 * The question before "publish all drafts": every document it publishes, with its published version now and the
 * version it becomes ("supplier/x.report.json v2 → v3", a page never published "new → v1"), and the open document's
 * unsaved edits that are saved first. A menu draft left behind by a page never saved shows here among the rest.
 */
export function publishQuestion(tx: Tx, docs: Documents, answers: readonly DocumentAnswer[], open: { path: string; unsaved: boolean } | null): string {
  const lines = answers.map((d) => {
    const now = docs.documents.find((r) => r.path === d.path)?.publishedVersion;
    const next = Math.max(0, ...d.versions.map((v) => v.version)) + 1;
    const edits = open?.unsaved && open.path === d.path ? tx('publishSavesEdits') : '';
    return `${shortPath(d.path)} ${now ? `v${now}` : tx('notPublished')} → v${next}${edits}`;
  });
  return [tx('confirmPublish', { n: answers.length }), ...lines].join('\n');
}
