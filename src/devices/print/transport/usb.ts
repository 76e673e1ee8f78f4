import { PrintError, toPrintError } from '../errors';
import { deviceApi, type Transport } from './types';
import { chooseDevice, wiredTransport } from './wired';

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
  const { device, endpoint } = await chooseDevice(usb(), async (api) => {
    const chosen = await api.requestDevice({ filters: [{ classCode: 7 }] });
    await chosen.open();
    if (!chosen.configuration) await chosen.selectConfiguration(1);
    const iface = chosen.configuration?.interfaces.find((i) => i.alternate.interfaceClass === 7) ?? chosen.configuration?.interfaces[0];
    const out = iface?.alternate.endpoints.find((e) => e.direction === 'out');
    if (!iface || !out) throw new PrintError('NO_WRITABLE');
    await chosen.claimInterface(iface.interfaceNumber);
    return { device: chosen, endpoint: out.endpointNumber };
  });
  return wiredTransport({
    kind: 'usb',
    name: device.productName ?? 'USB printer',
    chunkSize,
    isConnected: () => device.opened,
    async write(chunk, dropped) {
      try {
        const r = await device.transferOut(endpoint, chunk);
        if (r.status !== 'ok') throw new PrintError('FAILED', { message: r.status });
      } catch (err) {
        const e = toPrintError(err);
        if (e.code === 'NOT_FOUND' || e.code === 'DISCONNECTED') dropped();
        throw e.code === 'NOT_FOUND' ? new PrintError('DISCONNECTED', { raw: err }) : e;
      }
    },
    async close() {
      await device.close().catch(() => undefined);
    },
  });
}
