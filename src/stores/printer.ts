import { create } from 'zustand';

// Bluetooth printer connection state, spec §3. The field names (including the original spelling of
// writeCharaterId) are kept so printing code written against the spec reads naturally.

export interface BluetoothDeviceEntry {
  deviceId: string;
  name: string;
}

export interface PrinterState {
  writeCharaterId: string;
  writeServiceId: string;
  deviceId: string;
  bluetoothList: BluetoothDeviceEntry[];
  setConnection(conn: { deviceId: string; writeServiceId: string; writeCharaterId: string }): void;
  setBluetoothList(list: BluetoothDeviceEntry[]): void;
  disconnect(): void;
}

export const usePrinterStore = create<PrinterState>()((set) => ({
  writeCharaterId: '',
  writeServiceId: '',
  deviceId: '',
  bluetoothList: [],
  setConnection: ({ deviceId, writeServiceId, writeCharaterId }) => set({ deviceId, writeServiceId, writeCharaterId }),
  setBluetoothList: (bluetoothList) => set({ bluetoothList }),
  disconnect: () => set({ deviceId: '', writeServiceId: '', writeCharaterId: '' }),
}));
