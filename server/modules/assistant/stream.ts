import { EventStream } from '../../lib/eventStream';
import type { Answer } from './answer';

/** Characters per streamed piece, and the pause between pieces: the answer appears as it is "typed". */
const pieceLength = 6;
const pauseMs = 12;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * An answer as server-sent events: `meta` (ids), `delta` pieces of the text, `block` (table, links and follow-up chips,
 * after the text), `done` (the whole answer, so a client that missed a piece still ends right).
 */
export function streamAnswer(data: Omit<Answer, 'action'> & { conversationId: number; messageId: number; version: number; action: Answer['action'] | null }): EventStream {
  return new EventStream(async (send, closed) => {
    send('meta', { conversationId: data.conversationId, messageId: data.messageId, version: data.version, route: data.route, topic: data.topic });
    const chars = [...data.text];
    for (let i = 0; i < chars.length && !closed(); i += pieceLength) {
      send('delta', { text: chars.slice(i, i + pieceLength).join('') });
      if (i + pieceLength < chars.length) await sleep(pauseMs);
    }
    send('block', { table: data.table, links: data.links, handOff: data.handOff, followUps: data.followUps, action: data.action ?? null });
    send('done', data);
  });
}
