import type { FirstCallSpec } from '../../common/page/firstCalls';
import type { PagePart } from '../../common/page/pageParts';
import { isPreviewFrame } from '../stores/keyedStorage';
import { PUBLISHED_COPY_KEY } from '../../common/page/publishedCopy';

// The phone's copy of the published pages it has seen: the index of one release and the texts of its pages, kept
// in localStorage for the user and supplier they were answered to. A reload or a new tab of a release the stored
// menu already names (its schemaRevision) then knows the published routes and draws their pages without a round
// trip; a new release (or a roll back: any other number) replaces the copy whole. Texts are kept by path and
// version, so a page that did not change keeps its text across releases. A text is checked by the app's page
// validator when it first opens; the copy notes which build of the app checked it, and that build does not check the
// same text again (a new build, whose validator may differ, does). A logged-out phone keeps none of it (spec §4).

const KEY = PUBLISHED_COPY_KEY;

export interface PublishedRef {
  path: string;
  version: number;
  id: string;
  kind: string;
  menuCode: string;
  route: string | null;
}

export interface PublishedCopy {
  /** whose answers these are: user kind, user id and supplier (another user of the phone asks again) */
  owner: string;
  revision: number;
  pages: PublishedRef[];
  /** page texts by `path@version` */
  texts: Record<string, string>;
  /** by `path@version`: the build of the app whose page validator passed the text */
  checked?: Record<string, string>;
  /** by `path@version`: the page's first calls (common/page/firstCalls.ts), read from its text when it arrived */
  firstCalls?: Record<string, FirstCallSpec | null>;
  /** by `path@version`: the parts its page draws besides its kind's renderer (the shell's first round preloads them) */
  parts?: Record<string, PagePart[]>;
}

export const textKey = (ref: Pick<PublishedRef, 'path' | 'version'>): string => `${ref.path}@${ref.version}`;

/** The stored copy of `owner`'s release `revision`, if the phone holds it. */
export function storedCopy(owner: string, revision: number): PublishedCopy | undefined {
  try {
    const copy = JSON.parse(localStorage.getItem(KEY) ?? 'null') as PublishedCopy | null;
    return copy && copy.owner === owner && copy.revision === revision && Array.isArray(copy.pages) ? copy : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps `copy`, dropping the texts of pages its index no longer lists (at that version). */
export function storeCopy(copy: PublishedCopy): void {
  // The studio's preview frame draws as another user; its answers are not the author's tab's to keep.
  if (isPreviewFrame()) return;
  const listed = new Set(copy.pages.map(textKey));
  const listedOnly = <T>(by: Record<string, T> = {}) => Object.fromEntries(Object.entries(by).filter(([key]) => listed.has(key)));
  try {
    const kept: PublishedCopy = { ...copy, texts: listedOnly(copy.texts), checked: listedOnly(copy.checked), firstCalls: listedOnly(copy.firstCalls), parts: listedOnly(copy.parts) };
    localStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused: the next opening asks the server, as without a copy.
  }
}

export function forgetCopy(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored to forget.
  }
}
