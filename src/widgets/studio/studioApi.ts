import { request } from '../../api/client';

// The studio's calls: the publishing store's routes of the page author (server/modules/publishing), each answered
// for the author's own merchant only.

export interface Issue {
  file: string;
  line: number | null;
  /** the column of a slip no pointer names (a file that is not JSON) */
  column?: number;
  pointer: string;
  message: string;
}

export interface Findings {
  errors: Issue[];
  warnings: Issue[];
}

export interface DocumentRow {
  path: string;
  kind: string;
  publishedVersion: number | null;
  draftRev: number;
  hasDraft: boolean;
  draftBy: string | null;
  draftAt: string | null;
  /** the repository has a file at the path (a new page has none) */
  builtIn: boolean;
}

export interface Release {
  revision: number;
  action: string;
  releasedBy: string;
  releasedAt: string;
  documents: { path: string; version: number }[];
}

export interface Documents {
  revision: number;
  documents: DocumentRow[];
  releases: Release[];
}

export interface DocumentAnswer {
  path: string;
  kind: string;
  builtIn: string | null;
  published: { version: number; text: string } | null;
  draft: { rev: number; text: string | null };
  /** the versions published so far (the next publish makes the highest + 1) */
  versions: { version: number }[];
}

export interface Change {
  op: string;
  path: string;
  from?: unknown;
  to?: unknown;
}

export interface AuditRow {
  id: number;
  path: string | null;
  action: string;
  revision: number | null;
  version: number | null;
  userName: string;
  at: string;
  diff: Change[];
}

export interface RouteField {
  path: string;
  type: string;
  required: boolean;
  shieldCode: string | null;
}

export interface CatalogueRoute {
  method: 'GET' | 'POST';
  url: string;
  auth: string;
  menuCode: string | null;
  shieldCode: string | null;
  /** data only: a page may draw from it; any other route only an action may call */
  read: boolean;
  summary: string;
  params: RouteField[];
  answer: RouteField[];
}

const silent = { silent: true } as const;

export const studioApi = {
  documents: () => request<Documents>('/scm/authoring/documents', silent),
  document: (path: string) => request<DocumentAnswer>('/scm/authoring/document', { ...silent, query: { path } }),
  check: (path: string, text: string, signal?: AbortSignal) => request<Findings>('/scm/authoring/check', { ...silent, method: 'POST', body: { path, text }, signal }),
  saveDraft: (path: string, text: string, draftRev: number) =>
    request<{ path: string; draftRev: number; warnings: Issue[] }>('/scm/authoring/draft/save', { ...silent, method: 'POST', body: { path, text, draftRev } }),
  discard: (path: string, draftRev: number) => request<{ draftRev: number }>('/scm/authoring/draft/discard', { ...silent, method: 'POST', body: { path, draftRev } }),
  publish: (paths: string[], revision: number) => request<{ revision: number }>('/scm/authoring/publish', { ...silent, method: 'POST', body: { paths, revision } }),
  rollback: (toRevision: number, revision: number) => request<{ revision: number }>('/scm/authoring/rollback', { ...silent, method: 'POST', body: { toRevision, revision } }),
  audit: (pageNum = 1, pageSize = 50) => request<{ rows: AuditRow[]; total: number }>('/scm/authoring/audit', { ...silent, query: { pageNum, pageSize } }),
  suppliers: () => request<{ rows: { id: number; code: string; name: string }[] }>('/scm/authoring/suppliers', silent),
  catalogue: () => request<{ routes: CatalogueRoute[] }>('/scm/authoring/catalogue', silent),
};

/** The issues a refusal carries (a save or publish that failed the check: data.issues), else none. */
export function issuesOf(err: unknown): Issue[] {
  const data = (err as { data?: { issues?: Issue[] } } | null)?.data;
  return Array.isArray(data?.issues) ? data.issues : [];
}
