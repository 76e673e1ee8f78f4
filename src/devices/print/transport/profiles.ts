// GATT services of the cheap printers sold in China and what their write characteristic takes
// (research: design/printing.md §2). Unknown devices start at 20 bytes per write, the only size every
// BLE link takes without an MTU exchange; the user may raise it ("传输包大小").

export interface PrinterProfile {
  service: string;
  characteristic: string;
  chunkSize: number;
  protocol: Protocol;
  seenOn: string;
}

const uuid16 = (short: string): string => `0000${short}-0000-1000-8000-00805f9b34fb`;

export const PROFILES: readonly PrinterProfile[] = [
  { service: uuid16('18f0'), characteristic: uuid16('2af1'), chunkSize: 100, protocol: 'escpos', seenOn: 'POS-58, Xprinter, MPT-II' },
  { service: 'e7810a71-73ae-499d-8c15-faa9aef0c3f2', characteristic: 'bef8d6c9-9c21-4c9e-b632-bd58c1009f9f', chunkSize: 100, protocol: 'escpos', seenOn: 'Chinese ESC/POS printers' },
  { service: '49535343-fe7d-4ae5-8fa9-9fafd205e455', characteristic: '49535343-8841-43f4-a8d4-ecbe34729bb3', chunkSize: 180, protocol: 'escpos', seenOn: 'Epson TM-P, Star SM-L' },
  { service: uuid16('ff00'), characteristic: uuid16('ff02'), chunkSize: 100, protocol: 'tspl', seenOn: 'HM-A300 label printers' },
  { service: uuid16('ffe0'), characteristic: uuid16('ffe1'), chunkSize: 20, protocol: 'escpos', seenOn: 'HM-10 / CC2541 UART modules' },
  { service: uuid16('ae30'), characteristic: uuid16('ae01'), chunkSize: 20, protocol: 'escpos', seenOn: 'cat printers' },
];

export const PRINTER_SERVICES: readonly string[] = PROFILES.map((p) => p.service);

export const DEFAULT_CHUNK = 20;
export const CHUNK_CHOICES: readonly number[] = [20, 50, 100, 180];

export function profileOf(service: string): PrinterProfile | undefined {
  return PROFILES.find((p) => p.service === service.toLowerCase());
}

/** The command language a printer speaks: ESC/POS (receipt printers) or TSPL (label printers). */
export type Protocol = 'escpos' | 'tspl';

/** Label printers by their advertised name (Gprinter GP-, HPRT HM-A3, Xprinter XP-…B label series, TSC). */
export function protocolByName(name: string | undefined): Protocol | undefined {
  if (!name) return undefined;
  if (/^(HM-A3|GP-(1|2|3)\d{3}|XP-(2|3|4)\d{2}B|TSC|D\d{2}|Label|LP)/i.test(name) || /label|标签/i.test(name)) return 'tspl';
  return undefined;
}

/**
 * The protocol a job is encoded in: the setting, or with "auto" what the printer's Bluetooth service or its name
 * says, else ESC/POS. Here rather than with the encoders, so the printer settings screen does not load them.
 */
export function effectiveProtocol(choice: 'auto' | Protocol, printer: { name?: string; serviceUuid?: string }): Protocol {
  if (choice !== 'auto') return choice;
  return (printer.serviceUuid ? profileOf(printer.serviceUuid)?.protocol : undefined) ?? protocolByName(printer.name) ?? 'escpos';
}
