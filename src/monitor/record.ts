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

/** A record's id: the same random id the API client gives each call (32 hex digits). */
export { newTraceId as newRequestId } from '../api/callObserver';
