import { sql } from 'kysely';
import { BizError } from '../../lib/errors';
import { found } from '../../lib/found';
import { langOf } from '../../lib/language';
import { routeGroup } from '../../lib/routeGroup';
import type { RouteSpec } from '../../lib/routeSpec';
import { idParams } from '../../lib/schemaFragments';
import { bossScope } from './bossScope';
import {
  bindBody, checkOpenAnswer, checkOpenBody, deviceAnswer, deviceDetailAnswer, deviceListBody, devicePage, moveBody,
  renameBody, streamParams,
} from './deviceSchemas';
import { liveStreamFile } from './liveStream';
import { deviceSaid } from './messages';
import { checkOpen, deviceDetail, listDevices, moveDevice, type DeviceMove } from './queries/devices';
import { scopedBranch } from './queries/home';

const device = routeGroup({ auth: 'boss', menuCode: 'BOSS_DEVICE', tags: ['administer'], prefix: '/administer/device' });

/** A live stream's file as it is sent. */
const streamFile = { type: 'string', description: 'the bytes of the playlist or segment' } as const;

/** A compare-and-set move of a device that takes nothing but the device and the version the screen showed. */
const plainMove = (url: string, move: DeviceMove, summary: string) =>
  device.post(url, summary, { body: moveBody, response: deviceAnswer }, async (req) => moveDevice(req.server.db, await bossScope(req), move, req.body));

export const deviceRoutes: RouteSpec[] = [
  device.reads.post('/list', "The merchant's devices per branch (unbound ones first), with counts of live, online and unbound devices", { body: deviceListBody, response: devicePage }, async (req) => listDevices(req.server.db, await bossScope(req), req.body)),
  device.reads.get('/detail/:id', 'A device, whether it can be opened and, while it is live, where its stream plays', { params: idParams, response: deviceDetailAnswer }, async (req) => deviceDetail(req.server.db, await bossScope(req), req.params.id, langOf(req))),
  device.post('/checkOpen', 'Whether a device can be opened (a bound, online camera with a stream), and why not', { body: checkOpenBody, response: checkOpenAnswer }, async (req) => checkOpen(req.server.db, await bossScope(req), req.body.id, langOf(req))),
  device.post('/deviceBind', 'Binds an unbound device to its branch (or another branch of the merchant); binding a bound device answers 409', { body: bindBody, response: deviceAnswer }, async (req) => {
    const scope = await bossScope(req);
    const { branchId } = req.body;
    if (branchId !== undefined) {
      found(await scopedBranch(req.server.db, scope, branchId));
      const type = await req.server.db.selectFrom('branch').select('type').where('id', '=', branchId).executeTakeFirstOrThrow();
      if (![2, 3, 4].includes(Number(type.type))) throw BizError.invalid('branchId', deviceSaid.branchNotStore);
    }
    return moveDevice(req.server.db, scope, 'bind', req.body, branchId === undefined ? sql`` : sql`, branch_id = ${branchId}`);
  }),
  plainMove('/deviceUnbind', 'unbind', 'Unbinds a bound device (its live stream stops, AI analysis goes off); an unbound one answers 409'),
  plainMove('/openMind', 'openMind', "Turns on a camera's AI analysis (智能分析); it must be bound and online"),
  plainMove('/startLive', 'startLive', 'Starts the live stream of a bound, online camera; a live one answers 409'),
  plainMove('/stopLive', 'stopLive', 'Stops a live stream; a stopped one answers 409'),
  device.post('/updateName', 'Renames a device', { body: renameBody, response: deviceAnswer }, async (req) => {
    const name = req.body.name.trim();
    if (!name) throw BizError.invalid('name', deviceSaid.blankName);
    return moveDevice(req.server.db, await bossScope(req), 'rename', req.body, sql`, name = ${name}`);
  }),
  device.get('/live/:id/:file', "A live camera's HLS playlist (index.m3u8) or segment (segN.ts); only while it is live", { params: streamParams, response: streamFile }, async (req) => liveStreamFile(req.server.db, await bossScope(req), req.params.id, req.params.file)),
];
