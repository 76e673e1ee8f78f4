// What the studio and its preview frame say to each other (window.postMessage, same origin only): the frame says it
// is ready once it reads as the chosen supplier, the studio then sends the document to draw, again after each check
// that passes.

export interface DraftMessage {
  type: 'scm-studio-draft';
  path: string;
  text: string;
}

export interface ReadyMessage {
  type: 'scm-studio-preview-ready';
}

export const isDraftMessage = (d: unknown): d is DraftMessage => (d as DraftMessage | null)?.type === 'scm-studio-draft';
export const isReadyMessage = (d: unknown): d is ReadyMessage => (d as ReadyMessage | null)?.type === 'scm-studio-preview-ready';

export const PREVIEW_ROUTE = '/packagesSub/studio/preview';
