// What the print queue needs of a connection, whatever carries the bytes (Web Bluetooth, Web Serial, WebUSB).

export type TransportKind = 'ble' | 'serial' | 'usb';

export interface Transport {
  kind: TransportKind;
  /** the printer's name as the chooser showed it */
  name: string;
  /** bytes per write that this link takes safely */
  chunkSize: number;
  /** sleep after each write (write-without-response has no back-pressure) */
  pacingMs: number;
  /** the link is up now (a dropped link reconnects before the next job) */
  isConnected(): boolean;
  /** reconnect if the link dropped (BLE: gatt.connect with backoff); throws a PrintError when it cannot */
  ensureConnected(): Promise<void>;
  /** one chunk; resolves when the link took it */
  write(chunk: Uint8Array): Promise<void>;
  /** called when the link drops; returns an unsubscribe */
  onDisconnect(listener: () => void): () => void;
  close(): Promise<void>;
}

// Web Bluetooth, the part this app uses (no @types/web-bluetooth in the project).
export interface GattCharacteristic {
  uuid: string;
  properties: { write: boolean; writeWithoutResponse: boolean };
  writeValueWithResponse?(value: Uint8Array): Promise<void>;
  writeValueWithoutResponse?(value: Uint8Array): Promise<void>;
  writeValue?(value: Uint8Array): Promise<void>;
}
export interface GattService {
  uuid: string;
  getCharacteristics(): Promise<GattCharacteristic[]>;
}
export interface GattServer {
  connected: boolean;
  connect(): Promise<GattServer>;
  disconnect(): void;
  getPrimaryServices(): Promise<GattService[]>;
}
export interface BluetoothDeviceLike extends EventTarget {
  id: string;
  name?: string;
  gatt?: GattServer;
}
export interface BluetoothLike {
  getAvailability?(): Promise<boolean>;
  requestDevice(options: {
    acceptAllDevices?: boolean;
    filters?: { services?: string[]; namePrefix?: string }[];
    optionalServices?: string[];
  }): Promise<BluetoothDeviceLike>;
  getDevices?(): Promise<BluetoothDeviceLike[]>;
}

/** A device API of the browser (navigator.bluetooth, .serial, .usb), as far as the pipeline uses it: undefined where there is none. */
export function deviceApi<T>(name: 'bluetooth' | 'serial' | 'usb'): T | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator as unknown as Partial<Record<typeof name, T>>)[name];
}

export function bluetooth(): BluetoothLike | undefined {
  return deviceApi<BluetoothLike>('bluetooth');
}
