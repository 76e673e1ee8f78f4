import { PrintError, toPrintError } from '../errors';
import { listenerSet } from '../listenerSet';
import { deviceApi, type Transport } from './types';

// WebUSB for USB-OTG receipt printers (USB printer class 7): the first bulk OUT endpoint of the printer interface.

interface UsbEndpoint { endpointNumber: number; direction: 'in' | 'out'; type: string }
interface UsbInterface { interfaceNumber: number; alternate: { interfaceClass: number; endpoints: UsbEndpoint[] } }
interface UsbDevice {
  productName?: string;
  opened: boolean;
  configuration: { interfaces: UsbInterface[] } | null;
  open(): Promise<void>;
  close(): Promise<void>;
  selectConfiguration(n: number): Promise<void>;
  claimInterface(n: number): Promise<void>;
  transferOut(endpoint: number, data: Uint8Array): Promise<{ status: string }>;
}
interface UsbLike {
  requestDevice(o: { filters: { classCode?: number }[] }): Promise<UsbDevice>;
}

export function usb(): UsbLike | undefined {
  return deviceApi<UsbLike>('usb');
}

export async function openUsb(chunkSize = 512): Promise<Transport> {
  const api = usb();
  if (!api) throw new PrintError('UNSUPPORTED');
  let device: UsbDevice;
  let endpoint: number;
  try {
    device = await api.requestDevice({ filters: [{ classCode: 7 }] });
    await device.open();
    if (!device.configuration) await device.selectConfiguration(1);
    const iface = device.configuration?.interfaces.find((i) => i.alternate.interfaceClass === 7) ?? device.configuration?.interfaces[0];
    const out = iface?.alternate.endpoints.find((e) => e.direction === 'out');
    if (!iface || !out) throw new PrintError('NO_WRITABLE');
    await device.claimInterface(iface.interfaceNumber);
    endpoint = out.endpointNumber;
  } catch (err) {
    throw toPrintError(err);
  }
  const disconnected = listenerSet();
  return {
    kind: 'usb',
    name: device.productName ?? 'USB printer',
    chunkSize,
    pacingMs: 0,
    isConnected: () => device.opened,
    async ensureConnected() {
      if (!device.opened) throw new PrintError('DISCONNECTED');
    },
    async write(chunk) {
      try {
        const r = await device.transferOut(endpoint, chunk);
        if (r.status !== 'ok') throw new PrintError('FAILED', { message: r.status });
      } catch (err) {
        const e = toPrintError(err);
        if (e.code === 'NOT_FOUND' || e.code === 'DISCONNECTED') disconnected.notify();
        throw e.code === 'NOT_FOUND' ? new PrintError('DISCONNECTED', { raw: err }) : e;
      }
    },
    onDisconnect: disconnected.add,
    async close() {
      await device.close().catch(() => undefined);
    },
  };
}
