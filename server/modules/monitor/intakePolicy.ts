import type { CollectRecord } from './schemas';
import { positiveIntFromEnv as fromEnv } from '../../lib/envNumber';

/**
 * How much monitoring the server takes in a day. The intake needs no login and its key is public (it is in the web
 * app), so it is bounded like a collector of anyone's traffic: caps per address and per device, a daily budget of
 * records and bytes over all of them, and, once half the budget is used, only a sample of the records that matter
 * least. Errors and failed API calls matter most: when the budget is full they still come in, in place of the
 * oldest low-value records of the day. Everything beyond is dropped and counted by reason (App health shows it).
 *
 * A shop's phones behind one address send a few thousand records a day; one phone a few hundred. Each limit has an
 * environment variable (docs/operations.md).
 */

export interface IntakePolicy {
  /** Records an address may send a day; beyond, its records are dropped (`address_cap`). */
  perAddressRecords: number;
  /** Records a device (the `uuid` the web app keeps per phone) may send a day (`device_cap`). */
  perDeviceRecords: number;
  /** Records and bytes stored a day over every sender: the budget. */
  dailyRecords: number;
  dailyBytes: number;
  /** Once this share of the budget is used, low-value records are sampled: one in `sampleOneIn` is kept (`sampled`). */
  samplingFrom: number;
  sampleOneIn: number;
}

export function intakePolicyFromEnv(): IntakePolicy {
  return {
    perAddressRecords: fromEnv('SCM_MONITOR_ADDRESS_DAILY_RECORDS', 20_000),
    perDeviceRecords: fromEnv('SCM_MONITOR_DEVICE_DAILY_RECORDS', 3_000),
    dailyRecords: fromEnv('SCM_MONITOR_DAILY_RECORDS', 500_000),
    dailyBytes: fromEnv('SCM_MONITOR_DAILY_BYTES', 400 * 1024 * 1024),
    samplingFrom: 0.5,
    sampleOneIn: fromEnv('SCM_MONITOR_SAMPLE_ONE_IN', 10),
  };
}

/** Why records were not stored; the App health screen names each. */
export const dropReasons = ['address_cap', 'device_cap', 'sampled', 'over_budget', 'evicted'] as const;
export type DropReason = (typeof dropReasons)[number];

/** High value: what says something went wrong (errors, failed API calls). Page views, events and good calls are low. */
export function isHighValue(r: CollectRecord): boolean {
  return r.dataType === 'error' || (r.dataType === 'api' && r.datas.api?.category !== undefined && r.datas.api.category !== 'ok');
}
