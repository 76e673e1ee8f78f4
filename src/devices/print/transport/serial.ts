import { PrintError } from '../errors';
import { deviceApi, type Transport } from './types';
import { chooseDevice, wiredTransport } from './wired';

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
  const port = await chooseDevice(serial(), async (api) => {
    const chosen = await api.requestPort({ allowedBluetoothServiceClassIds: [SPP] });
    await chosen.open({ baudRate: 9600 });
    return chosen;
  });
  const writer = port.writable?.getWriter();
  if (!writer) throw new PrintError('NO_WRITABLE');
  const info = port.getInfo?.();
  let open = true;
  return wiredTransport({
    kind: 'serial',
    name: info?.bluetoothServiceClassId ? 'Bluetooth SPP' : `USB serial ${info?.usbProductId ?? ''}`.trim(),
    chunkSize,
    isConnected: () => open,
    async write(chunk, dropped) {
      try {
        await writer.write(chunk);
      } catch (err) {
        open = false;
        dropped();
        throw new PrintError('DISCONNECTED', { raw: err });
      }
    },
    async close() {
      open = false;
      writer.releaseLock();
      await port.close().catch(() => undefined);
    },
  });
}
