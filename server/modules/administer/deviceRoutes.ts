import { sql } from 'kysely';
import { BizError } from '../../lib/errors';
import { langOf } from '../../lib/language';
import { route, type RouteSpec } from '../../lib/routeSpec';
import { idParams } from '../../lib/schemaFragments';
import { bossScope } from './bossScope';
import {
  bindBody,
  checkOpenAnswer,
  checkOpenBody,
  deviceAnswer,
  deviceDetailAnswer,
  deviceListBody,
  devicePage,
  moveBody,
  renameBody,
  streamParams,
} from './deviceSchemas';
import { liveStreamFile } from './liveStream';
import { deviceSaid } from './messages';
import { checkOpen, deviceDetail, listDevices, moveDevice, type DeviceMove } from './queries/devices';
import { scopedBranch } from './queries/home';

const device = { auth: 'boss', menuCode: 'BOSS_DEVICE', tags: ['administer'] as string[] } as const;

/** A compare-and-set move of a device that takes nothing but the device and the version the screen showed. */
const plainMove = (url: string, move: DeviceMove, summary: string) =>
  route({
    ...device,
    method: 'POST', url, summary,
    schema: { body: moveBody, response: deviceAnswer },
    handler: async (req) => moveDevice(req.server.db, await bossScope(req), move, req.body),
  });

export const deviceRoutes: RouteSpec[] = [
  route({
    ...device,
    method: 'POST', url: '/administer/device/list',
    summary: "The merchant's devices per branch (unbound ones first), with counts of live, online and unbound devices",
    schema: { body: deviceListBody, response: devicePage },
    handler: async (req) => listDevices(req.server.db, await bossScope(req), req.body),
  }),
  route({
    ...device,
    method: 'GET', url: '/administer/device/detail/:id',
    summary: 'A device, whether it can be opened and, while it is live, where its stream plays',
    schema: { params: idParams, response: deviceDetailAnswer },
    handler: async (req) => deviceDetail(req.server.db, await bossScope(req), req.params.id, langOf(req)),
  }),
  route({
    ...device,
    method: 'POST', url: '/administer/device/checkOpen',
    summary: 'Whether a device can be opened (a bound, online camera with a stream), and why not',
    schema: { body: checkOpenBody, response: checkOpenAnswer },
    handler: async (req) => checkOpen(req.server.db, await bossScope(req), req.body.id, langOf(req)),
  }),
  route({
    ...device,
    method: 'POST', url: '/administer/device/deviceBind',
    summary: 'Binds an unbound device to its branch (or another branch of the merchant); binding a bound device answers 409',
    schema: { body: bindBody, response: deviceAnswer },
    handler: async (req) => {
      const scope = await bossScope(req);
      const { branchId } = req.body;
      if (branchId !== undefined) {
        const branch = await scopedBranch(req.server.db, scope, branchId);
        if (!branch) throw BizError.notFound();
        const type = await req.server.db.selectFrom('branch').select('type').where('id', '=', branchId).executeTakeFirstOrThrow();
        if (![2, 3, 4].includes(Number(type.type))) throw BizError.invalid('branchId', deviceSaid.branchNotStore);
      }
      return moveDevice(req.server.db, scope, 'bind', req.body, branchId === undefined ? sql`` : sql`, branch_id = ${branchId}`);
    },
  }),
  plainMove('/administer/device/deviceUnbind', 'unbind', 'Unbinds a bound device (its live stream stops, AI analysis goes off); an unbound one answers 409'),
  plainMove('/administer/device/openMind', 'openMind', "Turns on a camera's AI analysis (智能分析); it must be bound and online"),
  plainMove('/administer/device/startLive', 'startLive', 'Starts the live stream of a bound, online camera; a live one answers 409'),
  plainMove('/administer/device/stopLive', 'stopLive', 'Stops a live stream; a stopped one answers 409'),
  route({
    ...device,
    method: 'POST', url: '/administer/device/updateName',
    summary: 'Renames a device',
    schema: { body: renameBody, response: deviceAnswer },
    handler: async (req) => {
      const name = req.body.name.trim();
      if (!name) throw BizError.invalid('name', deviceSaid.blankName);
      return moveDevice(req.server.db, await bossScope(req), 'rename', req.body, sql`, name = ${name}`);
    },
  }),
  route({
    ...device,
    method: 'GET', url: '/administer/device/live/:id/:file',
    summary: "A live camera's HLS playlist (index.m3u8) or segment (segN.ts); only while it is live",
    schema: { params: streamParams, response: { type: 'string', description: 'the bytes of the playlist or segment' } },
    handler: async (req) => liveStreamFile(req.server.db, await bossScope(req), req.params.id, req.params.file),
  }),
];
