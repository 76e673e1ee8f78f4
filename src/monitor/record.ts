// One monitoring record as spec §7 sends it (data.items[*]); `datas` holds the fields of spec §3.

export type DataType = 'pv' | 'event' | 'error' | 'api';

export interface MonitorRecord {
  dataType: DataType;
  requestId: string;
  platformType: 'H5';
  clientType: 'H5';
  timestamp: number;
  datas: Record<string, unknown>;
}

export interface Batch {
  items: MonitorRecord[];
  /** the records before an error, sent with it */
  breadcrumb?: MonitorRecord[];
}

export function newRequestId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
