import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSerial } from './serial';
import { openUsb } from './usb';

// The wired links against stand-ins for the browser's Web Serial and WebUSB (no device in the test run).

const domError = (name: string) => Object.assign(new Error(name), { name });

function fakePort(failWrite = false) {
  const written: Uint8Array[] = [];
  const port = {
    baudRate: 0,
    closed: false,
    open: async (o: { baudRate: number }) => void (port.baudRate = o.baudRate),
    close: async () => void (port.closed = true),
    getInfo: () => ({ bluetoothServiceClassId: '00001101-0000-1000-8000-00805f9b34fb' }),
    writable: {
      getWriter: () => ({
        write: async (chunk: Uint8Array) => (failWrite ? Promise.reject(domError('NetworkError')) : void written.push(chunk)),
        releaseLock: () => undefined,
      }),
    },
  };
  return { port, written };
}

function fakeUsb(status = 'ok') {
  const device = {
    productName: 'POS-58',
    opened: false,
    configuration: null as null | { interfaces: unknown[] },
    claimed: -1,
    sent: [] as [number, Uint8Array][],
    open: async () => void (device.opened = true),
    close: async () => void (device.opened = false),
    selectConfiguration: async () => {
      const endpoints = [{ endpointNumber: 1, direction: 'in' }, { endpointNumber: 2, direction: 'out' }];
      device.configuration = { interfaces: [{ interfaceNumber: 3, alternate: { interfaceClass: 7, endpoints } }] };
    },
    claimInterface: async (n: number) => void (device.claimed = n),
    transferOut: async (endpoint: number, data: Uint8Array) => (device.sent.push([endpoint, data]), { status }),
  };
  return device;
}

afterEach(() => vi.unstubAllGlobals());

describe('wired print links', () => {
  it('say UNSUPPORTED where the browser has neither API, and CANCELLED when the chooser is dismissed', async () => {
    vi.stubGlobal('navigator', {});
    await expect(openSerial()).rejects.toMatchObject({ code: 'UNSUPPORTED' });
    await expect(openUsb()).rejects.toMatchObject({ code: 'UNSUPPORTED' });
    vi.stubGlobal('navigator', { serial: { requestPort: () => Promise.reject(domError('AbortError')) } });
    await expect(openSerial()).rejects.toMatchObject({ code: 'CANCELLED' });
  });

  it('Web Serial: opens the chosen port at 9600 baud, writes, and drops the link when a write fails', async () => {
    const { port, written } = fakePort();
    vi.stubGlobal('navigator', { serial: { requestPort: async () => port } });
    const link = await openSerial(256);
    expect([link.kind, link.name, link.chunkSize, link.pacingMs, port.baudRate]).toEqual(['serial', 'Bluetooth SPP', 256, 0, 9600]);
    await link.write(new Uint8Array([27, 64]));
    expect(written).toHaveLength(1);
    await link.close();
    expect([link.isConnected(), port.closed]).toEqual([false, true]);
    await expect(link.ensureConnected()).rejects.toMatchObject({ code: 'DISCONNECTED' });

    const failing = fakePort(true).port;
    vi.stubGlobal('navigator', { serial: { requestPort: async () => failing } });
    const dropping = await openSerial();
    const dropped = vi.fn();
    dropping.onDisconnect(dropped);
    await expect(dropping.write(new Uint8Array([1]))).rejects.toMatchObject({ code: 'DISCONNECTED' });
    expect([dropped.mock.calls.length, dropping.isConnected()]).toEqual([1, false]);
  });

  it("WebUSB: claims the printer-class interface and writes to its bulk OUT endpoint; a refused transfer is FAILED", async () => {
    const device = fakeUsb();
    vi.stubGlobal('navigator', { usb: { requestDevice: async () => device } });
    const link = await openUsb();
    expect([link.kind, link.name, device.claimed, link.isConnected()]).toEqual(['usb', 'POS-58', 3, true]);
    await link.write(new Uint8Array([10]));
    expect(device.sent.map(([endpoint]) => endpoint)).toEqual([2]);
    await link.close();
    await expect(link.ensureConnected()).rejects.toMatchObject({ code: 'DISCONNECTED' });

    const stalled = fakeUsb('stall');
    vi.stubGlobal('navigator', { usb: { requestDevice: async () => stalled } });
    await expect((await openUsb()).write(new Uint8Array([10]))).rejects.toMatchObject({ code: 'FAILED' });
  });
});
