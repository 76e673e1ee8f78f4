import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { PaperWidth } from '../../../common/print/blocks';
import type { TransportKind } from './transport/types';

// The remembered printer and print settings (spec's printer store: writeCharaterId, writeServiceId, deviceId,
// bluetoothList — the names of the mini-program's Gprinter SDK, kept so the stored data reads the same).

export type ProtocolChoice = 'auto' | 'escpos' | 'tspl';

export interface KnownPrinter {
  deviceId: string;
  name: string;
  transport: TransportKind;
}

export interface PrinterState {
  transport: TransportKind;
  deviceId: string;
  deviceName: string;
  writeServiceId: string;
  writeCharaterId: string;
  writeMode: 'response' | 'noResponse' | '';
  /** printers chosen before, newest first (at most 5) */
  bluetoothList: KnownPrinter[];
  chunkSize: number;
  paper: PaperWidth;
  protocol: ProtocolChoice;
  cutter: boolean;
  remember(p: { transport: TransportKind; deviceId: string; name: string; serviceUuid?: string; characteristicUuid?: string; writeMode?: 'response' | 'noResponse'; chunkSize?: number }): void;
  forget(deviceId: string): void;
  set(patch: Partial<Pick<PrinterState, 'chunkSize' | 'paper' | 'protocol' | 'cutter'>>): void;
}

export const usePrinterStore = create<PrinterState>()(
  persist(
    (set) => ({
      transport: 'ble',
      deviceId: '',
      deviceName: '',
      writeServiceId: '',
      writeCharaterId: '',
      writeMode: '',
      bluetoothList: [],
      chunkSize: 20,
      paper: 58,
      protocol: 'auto',
      cutter: true,
      remember: (p) =>
        set((s) => ({
          transport: p.transport,
          deviceId: p.deviceId,
          deviceName: p.name,
          writeServiceId: p.serviceUuid ?? '',
          writeCharaterId: p.characteristicUuid ?? '',
          writeMode: p.writeMode ?? '',
          ...(p.chunkSize && p.deviceId !== s.deviceId ? { chunkSize: p.chunkSize } : {}),
          bluetoothList: [{ deviceId: p.deviceId, name: p.name, transport: p.transport }, ...s.bluetoothList.filter((k) => k.deviceId !== p.deviceId)].slice(0, 5),
        })),
      forget: (deviceId) =>
        set((s) => ({
          bluetoothList: s.bluetoothList.filter((k) => k.deviceId !== deviceId),
          ...(s.deviceId === deviceId ? { deviceId: '', deviceName: '', writeServiceId: '', writeCharaterId: '', writeMode: '' as const } : {}),
        })),
      set: (patch) => set(patch),
    }),
    {
      name: 'printer',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ remember: _r, forget: _f, set: _s, ...data }) => data,
    },
  ),
);
