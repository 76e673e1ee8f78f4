import type { Input } from '../../lib/routeSpec';
import { arrayOf, bool, id, input, instantOrNull, int, keyword, listInput, moveBody, object, text, textOrNull, version } from '../../lib/schemaFragments';

/** Input and answer schemas of the device and live-stream calls. */

const deviceTypes = ['POS', 'SCALE', 'SELF_CHECKOUT', 'CAMERA'] as const;

/** A device's state as the list's counts name it: online (bound, reporting), offline (bound, offline or at fault), not bound. */
export const deviceStates = ['online', 'offline', 'unbound'] as const;
export const deviceListBody = listInput({ branchId: id, type: { type: 'string', enum: deviceTypes }, bound: { type: 'boolean' }, state: { type: 'string', enum: deviceStates }, keyword });
export type DeviceListInput = Input<typeof deviceListBody>;

export const deviceFields = {
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
} as const;

export const deviceAnswer = object(deviceFields);
export const deviceDetailAnswer = object({ ...deviceFields, canOpen: bool, reason: textOrNull });
export const devicePage = object({ rows: arrayOf(deviceAnswer), total: int, live: int, online: int, unbound: int });
export const checkOpenAnswer = object({ id: int, version: int, canOpen: bool, reason: textOrNull });

export const checkOpenBody = input({ id }, ['id']);
/** The device and the version the screen showed: every change is a compare-and-set on it. */
export { moveBody, type MoveInput as DeviceTarget } from '../../lib/schemaFragments';
export const bindBody = input({ ...moveBody.properties, branchId: id }, ['id', 'version']);
export const renameBody = input({ ...moveBody.properties, name: { type: 'string', minLength: 1, maxLength: 32 } }, ['id', 'version', 'name']);
export const streamParams = input({ id, file: { type: 'string', pattern: '^(index\\.m3u8|seg[0-9]{1,4}\\.ts)$' } }, ['id', 'file']);
export { version };
