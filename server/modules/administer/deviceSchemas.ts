import type { PageParams } from '../../lib/paging';
import { arrayOf, bool, id, instantOrNull, int, keyword, object, pageParams, text, textOrNull, version, type JsonSchema } from '../../lib/schemaFragments';

/** Input and answer schemas of the device and live-stream calls. */

const deviceTypes = ['POS', 'SCALE', 'SELF_CHECKOUT', 'CAMERA'] as const;

export interface DeviceListInput extends PageParams {
  branchId?: number;
  type?: (typeof deviceTypes)[number];
  bound?: boolean;
  keyword?: string;
}

export const deviceListBody = {
  type: 'object',
  additionalProperties: false,
  properties: { ...pageParams, branchId: id, type: { type: 'string', enum: [...deviceTypes] }, bound: { type: 'boolean' }, keyword },
} as const;

export const deviceFields: Record<string, JsonSchema> = {
  id: int,
  branchId: int,
  branchName: text,
  type: text,
  sn: text,
  name: text,
  status: int,
  bound: bool,
  aiEnabled: bool,
  liveStatus: int,
  liveStartedAt: instantOrNull,
  lastHeartbeat: instantOrNull,
  version: int,
  hasStream: bool,
  streamUrl: textOrNull,
};

export const deviceAnswer = object(deviceFields);
export const deviceDetailAnswer = object({ ...deviceFields, canOpen: bool, reason: textOrNull });
export const devicePage = object({ rows: arrayOf(deviceAnswer), total: int, live: int, online: int, unbound: int });
export const checkOpenAnswer = object({ id: int, version: int, canOpen: bool, reason: textOrNull });

/** The device and the version the screen showed: every change is a compare-and-set on it. */
const target = { id, version };
const move = (extra: Record<string, JsonSchema> = {}, required: string[] = []) => ({
  type: 'object',
  additionalProperties: false,
  required: ['id', 'version', ...required],
  properties: { ...target, ...extra },
});

export interface DeviceTarget {
  id: number;
  version: number;
}

export const checkOpenBody = { type: 'object', additionalProperties: false, required: ['id'], properties: { id } } as const;
export const moveBody = move();
export const bindBody = move({ branchId: id });
export interface BindInput extends DeviceTarget {
  branchId?: number;
}
export const renameBody = move({ name: { type: 'string', minLength: 1, maxLength: 32 } }, ['name']);
export interface RenameInput extends DeviceTarget {
  name: string;
}
export const streamParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'file'],
  properties: { id, file: { type: 'string', pattern: '^(index\\.m3u8|seg[0-9]{1,4}\\.ts)$' } },
} as const;
export { version };
