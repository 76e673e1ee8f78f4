import { API_BASE } from '../../api/client';
import { getContainerId } from '../../api/containerId';
import { queryWithCompanyType } from '../../api/companyType';
import { getLang } from '../../i18n';
import { getSession } from '../../stores/session';
import type { AnswerBlock, AskResult } from './types';

/**
 * Asks the assistant and reads its answer as server-sent events (POST, so the question and the session token stay
 * out of the URL; EventSource can only GET). The server sends `meta`, `delta` pieces, `block` and `done`; a refusal
 * (bad input, a lost session) comes back as the ordinary JSON envelope and rejects with its message.
 */
export interface StreamHandlers {
  onMeta(meta: { conversationId: number; messageId: number; version: number }): void;
  onDelta(text: string): void;
  onBlock(block: AnswerBlock): void;
}

export class AskError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

function headers(): Record<string, string> {
  const { token } = getSession();
  const h: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream', 'Accept-Language': getLang(), containerId: getContainerId() };
  if (token) h.token = token;
  return h;
}

/** Splits an event-stream buffer into complete events, returning them and what is left for the next chunk. */
export function parseEvents(buffer: string): { events: { event: string; data: string }[]; rest: string } {
  const events: { event: string; data: string }[] = [];
  const parts = buffer.split('\n\n');
  const rest = parts.pop() ?? '';
  for (const part of parts) {
    let event = 'message';
    const data: string[] = [];
    for (const line of part.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

/** The ask route of `base` with the query every call of a supplier carries (spec §3, api/companyType.ts): no client call streams. */
function askUrl(base: string): string {
  const query = new URLSearchParams(queryWithCompanyType(undefined) as Record<string, string> | undefined).toString();
  return `${API_BASE}${base}/ask${query ? `?${query}` : ''}`;
}

/** Asks the assistant under `base` (`/scm/assistant` for a supplier, `/administer/assistant` for the boss side). */
export async function askStream(base: string, question: string, conversationId: number | null, on: StreamHandlers, signal?: AbortSignal): Promise<AskResult> {
  const res = await fetch(askUrl(base), {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify(conversationId ? { question, conversationId } : { question }),
    signal,
  });
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('text/event-stream') || !res.body) {
    const body = await res.json().catch(() => null);
    throw new AskError(body?.message ?? `HTTP ${res.status}`, body?.code ?? res.status);
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let done: AskResult | null = null;
  for (;;) {
    const { value, done: ended } = await reader.read();
    if (ended) break;
    const parsed = parseEvents(buffer + value);
    buffer = parsed.rest;
    for (const e of parsed.events) {
      const data = JSON.parse(e.data);
      if (e.event === 'meta') on.onMeta(data);
      else if (e.event === 'delta') on.onDelta(data.text);
      else if (e.event === 'block') on.onBlock(data);
      else if (e.event === 'done') done = data;
      else if (e.event === 'error') throw new AskError(data.message, 500);
    }
  }
  if (!done) throw new AskError('stream ended early', 0);
  return done;
}
