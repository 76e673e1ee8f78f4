// A fake printer behind a fake navigator.bluetooth, for unit tests (installed in Node) and browser tests
// (passed to page.addInitScript, so it is one self-contained function: no imports, no outer names). It stands
// in for the printer hardware only: it records every write (bytes and mode), refuses writes over `maxWrite`
// like the spec (InvalidModificationError), can drop the link after N writes (NetworkError plus the
// gattserverdisconnected event), and can play a user cancelling the chooser.

export interface FakePrinterOptions {
  name?: string;
  service?: string;
  characteristic?: string;
  write?: boolean;
  writeWithoutResponse?: boolean;
  /** largest write accepted (spec: 512) */
  maxWrite?: number;
  /** the link drops on this write (1-based, once); that write fails and the link is down until reconnected */
  failAtWrite?: number;
  /** the chooser is cancelled by the user */
  cancel?: boolean;
  /** no printer around: the chooser finds nothing */
  none?: boolean;
  /** ms each write takes */
  writeDelayMs?: number;
}

export interface FakePrinterRecord {
  writes: { mode: string; bytes: number[] }[];
  requests: unknown[];
  connects: number;
  refused: number;
  /** writes tried so far (failAtWrite counts these) */
  attempts: number;
  /** the live options: a test may set failAtWrite between jobs */
  options: Required<FakePrinterOptions>;
}

export function installFakeBluetooth(options: FakePrinterOptions): void {
  const o = {
    name: 'POS-58 Fake',
    service: '000018f0-0000-1000-8000-00805f9b34fb',
    characteristic: '00002af1-0000-1000-8000-00805f9b34fb',
    write: true,
    writeWithoutResponse: true,
    maxWrite: 512,
    failAtWrite: 0,
    cancel: false,
    none: false,
    writeDelayMs: 0,
    ...options,
  };
  const record: FakePrinterRecord = { writes: [], requests: [], connects: 0, refused: 0, attempts: 0, options: o };
  (globalThis as unknown as { __fakePrinter: FakePrinterRecord }).__fakePrinter = record;
  const domError = (name: string, message: string): Error => {
    try {
      return new DOMException(message, name);
    } catch {
      const e = new Error(message);
      e.name = name;
      return e;
    }
  };
  const device = new EventTarget() as EventTarget & { id: string; name: string; gatt: unknown };
  const server = {
    connected: false,
    async connect() {
      server.connected = true;
      record.connects += 1;
      return server;
    },
    disconnect() {
      if (!server.connected) return;
      server.connected = false;
      device.dispatchEvent(new Event('gattserverdisconnected'));
    },
    async getPrimaryServices() {
      if (!server.connected) throw domError('NetworkError', 'GATT Server is disconnected.');
      return [
        // a notify-only characteristic first: discovery must skip it
        { uuid: '0000180a-0000-1000-8000-00805f9b34fb', getCharacteristics: async () => [{ uuid: '00002a29-0000-1000-8000-00805f9b34fb', properties: { write: false, writeWithoutResponse: false } }] },
        { uuid: o.service, getCharacteristics: async () => [{ uuid: '00002af0-0000-1000-8000-00805f9b34fb', properties: { write: false, writeWithoutResponse: false } }, characteristic] },
      ];
    },
  };
  const take = async (mode: string, value: Uint8Array | ArrayBuffer): Promise<void> => {
    const bytes = Array.from(value instanceof Uint8Array ? value : new Uint8Array(value));
    if (!server.connected) throw domError('NetworkError', 'GATT Server is disconnected. Cannot perform GATT operations.');
    if (bytes.length > o.maxWrite) {
      record.refused += 1;
      throw domError('InvalidModificationError', `Value can't exceed ${o.maxWrite} bytes.`);
    }
    record.attempts += 1;
    if (o.failAtWrite && record.attempts >= o.failAtWrite) {
      // the link drops once; a reconnect works again (the printer is still there)
      o.failAtWrite = 0;
      server.disconnect();
      throw domError('NetworkError', 'GATT Server is disconnected. Cannot perform GATT operations.');
    }
    if (o.writeDelayMs) await new Promise((r) => setTimeout(r, o.writeDelayMs));
    record.writes.push({ mode, bytes });
  };
  const characteristic = {
    uuid: o.characteristic,
    properties: { write: o.write, writeWithoutResponse: o.writeWithoutResponse },
    writeValueWithResponse: (v: Uint8Array) => take('response', v),
    writeValueWithoutResponse: (v: Uint8Array) => take('noResponse', v),
    writeValue: (v: Uint8Array) => take('response', v),
  };
  device.id = 'fake-printer-1';
  device.name = o.name;
  device.gatt = server;
  const bluetooth = {
    getAvailability: async () => true,
    async requestDevice(request: unknown) {
      record.requests.push(JSON.parse(JSON.stringify(request)));
      if (o.cancel) throw domError('NotFoundError', 'User cancelled the requestDevice() chooser.');
      if (o.none) throw domError('NotFoundError', 'No Bluetooth devices in range.');
      return device;
    },
    getDevices: async () => (record.connects > 0 ? [device] : []),
  };
  const nav = (globalThis as unknown as { navigator?: object }).navigator;
  if (nav) Object.defineProperty(nav, 'bluetooth', { value: bluetooth, configurable: true });
  else Object.defineProperty(globalThis, 'navigator', { value: { bluetooth }, configurable: true });
}

export function fakePrinterRecord(): FakePrinterRecord {
  return (globalThis as unknown as { __fakePrinter: FakePrinterRecord }).__fakePrinter;
}

export function removeFakeBluetooth(): void {
  const nav = (globalThis as unknown as { navigator?: object }).navigator;
  if (nav && 'bluetooth' in nav) Reflect.deleteProperty(nav, 'bluetooth');
}
