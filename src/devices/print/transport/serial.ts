import { PrintError, toPrintError } from '../errors';
import { listenerSet } from '../listenerSet';
import { deviceApi, type Transport } from './types';

// Web Serial: USB printers on desktop Chrome, and Bluetooth-Classic (SPP) printers on Chrome Android 138+,
// which never show up in the Bluetooth LE chooser.

const SPP = '00001101-0000-1000-8000-00805f9b34fb';

interface PortLike {
  open(o: { baudRate: number }): Promise<void>;
  close(): Promise<void>;
  writable: WritableStream<Uint8Array> | null;
  getInfo?(): { usbProductId?: number; bluetoothServiceClassId?: string };
}
interface SerialLike {
  requestPort(o?: { allowedBluetoothServiceClassIds?: string[] }): Promise<PortLike>;
}

export function serial(): SerialLike | undefined {
  return deviceApi<SerialLike>('serial');
}

export async function openSerial(chunkSize = 512): Promise<Transport> {
  const api = serial();
  if (!api) throw new PrintError('UNSUPPORTED');
  let port: PortLike;
  try {
    port = await api.requestPort({ allowedBluetoothServiceClassIds: [SPP] });
    await port.open({ baudRate: 9600 });
  } catch (err) {
    throw toPrintError(err);
  }
  const writer = port.writable?.getWriter();
  if (!writer) throw new PrintError('NO_WRITABLE');
  const info = port.getInfo?.();
  let open = true;
  const disconnected = listenerSet();
  return {
    kind: 'serial',
    name: info?.bluetoothServiceClassId ? 'Bluetooth SPP' : `USB serial ${info?.usbProductId ?? ''}`.trim(),
    chunkSize,
    pacingMs: 0,
    isConnected: () => open,
    async ensureConnected() {
      if (!open) throw new PrintError('DISCONNECTED');
    },
    async write(chunk) {
      try {
        await writer.write(chunk);
      } catch (err) {
        open = false;
        disconnected.notify();
        throw new PrintError('DISCONNECTED', { raw: err });
      }
    },
    onDisconnect: disconnected.add,
    async close() {
      open = false;
      writer.releaseLock();
      await port.close().catch(() => undefined);
    },
  };
}
