import { PrintError } from './errors';
import { listenerSet } from './listenerSet';
import { effectiveProtocol, type Protocol } from './transport/profiles';
import { printQueue, type JobHandle, type JobProgress } from './queue';
import { usePrinterStore } from './store';
import { openBle, rememberedDevice, requestBlePrinter, type BleTransport } from './transport/ble';
import { openSerial } from './transport/serial';
import { openUsb } from './transport/usb';
import type { Transport, TransportKind } from './transport/types';

// The printer of this page's life: chosen once (the browser asks for one chooser tap per page load, as
// remembered permissions are still behind a flag), remembered in the store, reconnected before each job.

let current: Transport | null = null;
const changes = listenerSet();

export function currentPrinter(): Transport | null {
  return current;
}

export function onPrinterChange(listener: () => void): () => void {
  return changes.add(listener);
}

function use(t: Transport): Transport {
  if (current && current !== t) void current.close();
  current = t;
  t.onDisconnect(changes.notify);
  changes.notify();
  return t;
}

function remember(t: Transport): void {
  const ble = t.kind === 'ble' ? (t as BleTransport) : null;
  usePrinterStore.getState().remember({
    transport: t.kind,
    deviceId: ble ? ble.device.id : `${t.kind}:${t.name}`,
    name: t.name,
    serviceUuid: ble?.serviceUuid,
    characteristicUuid: ble?.characteristicUuid,
    writeMode: ble?.writeMode,
    chunkSize: t.chunkSize,
  });
}

/** The chooser (a user gesture must lead here). namePrefix narrows it to the remembered printer. */
export async function choosePrinter(kind: TransportKind = 'ble', namePrefix?: string): Promise<Transport> {
  const s = usePrinterStore.getState();
  let t: Transport;
  if (kind === 'serial') t = await openSerial();
  else if (kind === 'usb') t = await openUsb();
  else {
    const device = await requestBlePrinter(namePrefix);
    const same = device.id === s.deviceId;
    t = await openBle(device, same ? { serviceUuid: s.writeServiceId, characteristicUuid: s.writeCharaterId } : {});
  }
  remember(t);
  return use(t);
}

/** The printer to print on: the connected one, the remembered one (if the browser still grants it), or the chooser. */
export async function printerForJob(): Promise<Transport> {
  if (current) return current;
  const s = usePrinterStore.getState();
  if (s.transport === 'ble' && s.deviceId) {
    const device = await rememberedDevice(s.deviceId);
    if (device) return use(await openBle(device, { serviceUuid: s.writeServiceId, characteristicUuid: s.writeCharaterId }));
    return choosePrinter('ble', s.deviceName || undefined).catch((err: unknown) => {
      // The remembered printer is not around under that name: offer every printer instead.
      if (err instanceof PrintError && err.code === 'NOT_FOUND') return choosePrinter('ble');
      throw err;
    });
  }
  return choosePrinter(s.transport);
}

export function protocolFor(t: Transport | null): Protocol {
  const s = usePrinterStore.getState();
  const ble = t?.kind === 'ble' ? (t as BleTransport) : null;
  return effectiveProtocol(s.protocol, { name: t?.name ?? s.deviceName, serviceUuid: ble?.serviceUuid ?? s.writeServiceId });
}

export function forgetPrinter(deviceId: string): void {
  usePrinterStore.getState().forget(deviceId);
  if (current && (current as BleTransport).device?.id === deviceId) {
    void current.close();
    current = null;
    changes.notify();
  }
}

/** Sends bytes through the queue at the packet size the user set. */
export function sendToPrinter(t: Transport, bytes: Uint8Array, onProgress: (p: JobProgress) => void): JobHandle {
  return printQueue.submit(t, bytes, { chunkSize: usePrinterStore.getState().chunkSize, onProgress });
}
