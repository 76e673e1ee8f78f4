import { PrintError, toPrintError } from '../errors';
import { listenerSet } from '../listenerSet';
import type { Transport, TransportKind } from './types';

// What the wired links (Web Serial, WebUSB) share: the browser's chooser, whose errors become PrintErrors, and a
// link that writes without pacing and does not reconnect by itself (a dropped printer is chosen again).

/** The device the user picks in the browser's chooser and `open` opens; UNSUPPORTED where the browser has no such API. */
export async function chooseDevice<Api, Device>(api: Api | undefined, open: (api: Api) => Promise<Device>): Promise<Device> {
  if (!api) throw new PrintError('UNSUPPORTED');
  try {
    return await open(api);
  } catch (err) {
    throw toPrintError(err);
  }
}

export interface WiredLink {
  kind: Exclude<TransportKind, 'ble'>;
  name: string;
  chunkSize: number;
  isConnected(): boolean;
  /** one chunk; calls `dropped` when the write shows the printer gone */
  write(chunk: Uint8Array, dropped: () => void): Promise<void>;
  close(): Promise<void>;
}

export function wiredTransport(link: WiredLink): Transport {
  const disconnected = listenerSet();
  return {
    kind: link.kind,
    name: link.name,
    chunkSize: link.chunkSize,
    pacingMs: 0,
    isConnected: () => link.isConnected(),
    async ensureConnected() {
      if (!link.isConnected()) throw new PrintError('DISCONNECTED');
    },
    write: (chunk) => link.write(chunk, disconnected.notify),
    onDisconnect: disconnected.add,
    close: () => link.close(),
  };
}
