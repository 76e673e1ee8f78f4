import { PrintError, toPrintError } from '../errors';
import { listenerSet } from '../listenerSet';
import { DEFAULT_CHUNK, PRINTER_SERVICES, profileOf } from './profiles';
import { bluetooth, type BluetoothDeviceLike, type GattCharacteristic, type GattServer, type Transport } from './types';
import { wait } from '../../../ui/wait';

// Web Bluetooth transport. Discovery asks for every known printer service (a page may only touch services it
// named), then takes the first characteristic that can write — the stored one first. Writes are strictly one
// at a time and awaited (GATT operations cannot overlap), with-response where the printer allows it (natural
// back-pressure), otherwise paced and retried once. Each write has a timeout; a dropped link is reconnected
// with backoff before a job, never in the middle of one.

export const WRITE_TIMEOUT_MS = 5000;
const PACING_MS = 20;
const RECONNECT_BACKOFF_MS = [0, 500, 1500];

export type WriteMode = 'response' | 'noResponse';

export interface BleTransport extends Transport {
  device: BluetoothDeviceLike;
  serviceUuid: string;
  characteristicUuid: string;
  writeMode: WriteMode;
}

export interface BlePreference {
  serviceUuid?: string;
  characteristicUuid?: string;
  chunkSize?: number;
  /** per-write limit (default WRITE_TIMEOUT_MS) */
  writeTimeoutMs?: number;
}


export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PrintError('TIMEOUT')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The browser's chooser, narrowed to the remembered printer's name when there is one. */
export async function requestBlePrinter(namePrefix?: string): Promise<BluetoothDeviceLike> {
  const bt = bluetooth();
  if (!bt) throw new PrintError('UNSUPPORTED');
  if (bt.getAvailability && !(await bt.getAvailability().catch(() => true))) throw new PrintError('NOT_FOUND');
  const optionalServices = [...PRINTER_SERVICES];
  try {
    return await bt.requestDevice(
      namePrefix ? { filters: [{ namePrefix }], optionalServices } : { acceptAllDevices: true, optionalServices },
    );
  } catch (err) {
    throw toPrintError(err);
  }
}

/** A device this origin was already granted (getDevices is behind a flag in most browsers: then undefined). */
export async function rememberedDevice(deviceId: string): Promise<BluetoothDeviceLike | undefined> {
  const bt = bluetooth();
  if (!bt?.getDevices || !deviceId) return undefined;
  try {
    return (await bt.getDevices()).find((d) => d.id === deviceId);
  } catch {
    return undefined;
  }
}

const writable = (c: GattCharacteristic): boolean => c.properties.write || c.properties.writeWithoutResponse;

async function findCharacteristic(server: GattServer, prefer: BlePreference): Promise<{ serviceUuid: string; char: GattCharacteristic }> {
  const services = await server.getPrimaryServices();
  const rank = (uuid: string): number => (uuid === prefer.serviceUuid ? -1 : profileOf(uuid) ? PRINTER_SERVICES.indexOf(uuid) : 99);
  services.sort((a, b) => rank(a.uuid) - rank(b.uuid));
  for (const service of services) {
    const chars = (await service.getCharacteristics()).filter(writable);
    const known = profileOf(service.uuid)?.characteristic;
    const char = chars.find((c) => c.uuid === prefer.characteristicUuid) ?? chars.find((c) => c.uuid === known) ?? chars[0];
    if (char) return { serviceUuid: service.uuid, char };
  }
  throw new PrintError('NO_WRITABLE');
}

async function connectServer(device: BluetoothDeviceLike): Promise<GattServer> {
  if (!device.gatt) throw new PrintError('NO_WRITABLE');
  let last: unknown;
  for (const backoff of RECONNECT_BACKOFF_MS) {
    if (backoff) await wait(backoff);
    try {
      return device.gatt.connected ? device.gatt : await withTimeout(device.gatt.connect(), 10_000);
    } catch (err) {
      last = err;
      if ((err as { name?: string }).name === 'SecurityError') break;
    }
  }
  const e = toPrintError(last);
  throw e.code === 'FAILED' ? new PrintError('NOT_FOUND', { raw: last }) : e;
}

export async function openBle(device: BluetoothDeviceLike, prefer: BlePreference = {}): Promise<BleTransport> {
  const timeoutMs = prefer.writeTimeoutMs ?? WRITE_TIMEOUT_MS;
  let server = await connectServer(device);
  let { serviceUuid, char } = await findCharacteristic(server, prefer).catch((err: unknown) => {
    throw toPrintError(err);
  });
  const disconnected = listenerSet();
  device.addEventListener('gattserverdisconnected', disconnected.notify);
  const mode = (c: GattCharacteristic): WriteMode => (c.properties.write ? 'response' : 'noResponse');

  const send = async (chunk: Uint8Array): Promise<void> => {
    if (mode(char) === 'response') {
      const w = char.writeValueWithResponse ?? char.writeValue;
      await w!.call(char, chunk);
    } else {
      await char.writeValueWithoutResponse!(chunk);
    }
  };

  const transport: BleTransport = {
    kind: 'ble',
    device,
    name: device.name ?? device.id,
    get serviceUuid() {
      return serviceUuid;
    },
    get characteristicUuid() {
      return char.uuid;
    },
    get writeMode() {
      return mode(char);
    },
    chunkSize: prefer.chunkSize ?? profileOf(serviceUuid)?.chunkSize ?? DEFAULT_CHUNK,
    get pacingMs() {
      return mode(char) === 'noResponse' ? PACING_MS : 0;
    },
    isConnected: () => server.connected,
    async ensureConnected() {
      if (server.connected) return;
      server = await connectServer(device);
      ({ serviceUuid, char } = await findCharacteristic(server, { serviceUuid, characteristicUuid: char.uuid }));
    },
    async write(chunk) {
      if (!server.connected) throw new PrintError('DISCONNECTED');
      try {
        await withTimeout(send(chunk), timeoutMs);
      } catch (err) {
        const e = toPrintError(err);
        // Without a response the stack may refuse a write while the last one is still queued: wait, once more.
        if (mode(char) === 'noResponse' && e.code === 'FAILED' && server.connected) {
          await wait(PACING_MS * 5);
          await withTimeout(send(chunk), timeoutMs).catch((again: unknown) => {
            throw toPrintError(again);
          });
          return;
        }
        throw e;
      }
    },
    onDisconnect: disconnected.add,
    async close() {
      disconnected.clear();
      if (server.connected) server.disconnect();
    },
  };
  return transport;
}
