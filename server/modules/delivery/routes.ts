import { sql } from 'kysely';
import { bossScope, inBossScope } from '../../lib/bossScope';
import { routeGroup } from '../../lib/routeGroup';
import type { RouteSpec } from '../../lib/routeSpec';
import { branchList } from '../../lib/schemaFragments';
import { asnDetail, listAsns, shippableLines } from './queries/asns';
import { cancelAsn, saveAsn } from './queries/asnSave';
import { chainMove, chainRefuse, listCapacity, markArrival, saveCapacity, schedule } from './queries/dock';
import { dockToday } from './queries/attention';
import { dockBranches } from './queries/dockBranches';
import { todayList } from './queries/todayList';
import { dockWeek } from './queries/dockWeek';
import { capacityOf, dockAsn, dockFreeSlots } from './queries/dockViews';
import { receiveAsn } from './queries/receive';
import { bookSlot, freeSlots, unbookSlot } from './queries/slotBooking';
import {
  arriveAnswer, arriveBody, asnDetailAnswer, asnListBody, asnMoveBody, asnPage, asnSaveBody, bookBody, capacityAnswer,
  capacityBody, capacityRow, capacitySaved, chainMoveBody, dockTodayAnswer, freeSlotsAnswer, freeSlotsBody, moveAnswer, receiveAnswer, receiveBody,
  refuseBody, saveAnswer, scheduleAnswer, scheduleBody, shippableAnswer, shippableBody, todayListAnswer, todayListBody, weekAnswer, weekBody,
} from './schemas';

const tags = ['delivery'];
const supplier = routeGroup({ auth: 'supplier', menuCode: 'SCM_DELIVERY', tags, prefix: '/scm/delivery' });
const dock = routeGroup({ auth: 'boss', menuCode: 'BOSS_DOCK', tags, prefix: '/administer/dock' });

export const routes: RouteSpec[] = [
  supplier.reads.post('/asn/list', "The supplier's shipping notices (ASN), newest first, with counts per status for the tabs", { body: asnListBody, response: asnPage }, (req) => listAsns(req.server.db, req.scope, req.body)),
  supplier.detail('/asn/detail/:id', 'A shipping notice with its lines, booked slot, cut-off and, once received, the difference per line', asnDetailAnswer, (req, id) => asnDetail(req.server.db, req.scope, id)),
  supplier.reads.post('/asn/shippable', 'What is left to ship of the confirmed orders to one branch, line by line (confirmed − received − on open ASNs)', { body: shippableBody, response: shippableAnswer }, (req) => shippableLines(req.server.db, req.scope, req.body)),
  supplier.post('/asn/save', 'Creates a shipping notice from confirmed order lines of one branch, or changes one (at its version) before the cut-off', { body: asnSaveBody, response: saveAnswer }, (req) => saveAsn(req.server.db, req.scope, req.body)),
  supplier.post('/asn/cancel', 'Cancels a shipping notice (at its version) before the cut-off; its booked volume leaves the slot', { body: asnMoveBody, response: moveAnswer }, (req) => cancelAsn(req.server.db, req.scope, req.body)),
  supplier.post('/asn/book', "Books a dock slot with room for the notice's volume, or moves its booking, before the cut-off", { body: bookBody, response: moveAnswer }, (req) => bookSlot(req.server.db, req.scope, req.body)),
  supplier.post('/asn/unbook', "Gives up a notice's booking before the cut-off (the notice stays, awaiting a slot)", { body: asnMoveBody, response: moveAnswer }, (req) => unbookSlot(req.server.db, req.scope, req.body)),
  supplier.reads.get('/branches', "The chain's branches with a dock (the distribution centre and the stores), for the shipping notice's store", { response: branchList }, (req) => dockBranches(req.server.db, sql<boolean>`b.merchant_id = ${req.scope.merchantId}`)),
  supplier.reads.post('/slot/free', "A branch's dock slots of the coming days (1–14) with their free room, and which fit a volume", { body: freeSlotsBody, response: freeSlotsAnswer }, (req) => freeSlots(req.server.db, req.scope.merchantId, req.body)),
  dock.reads.get('/branches', "The branches with a dock in the caller's scope (the distribution centre and the stores), for the dock screens' store pickers", { response: branchList }, async (req) => dockBranches(req.server.db, inBossScope('b', await bossScope(req), 'id'))),
  dock.reads.get('/capacity/list', "Every receiving branch's dock settings: slot length, room per slot, hours, closed days, cut-off", { response: capacityAnswer }, async (req) => listCapacity(req.server.db, await bossScope(req))),
  dock.detail('/capacity/detail/:id', "One receiving branch's dock settings (id: the branch), for the settings form", capacityRow, async (req, id) => capacityOf(req.server.db, await bossScope(req), id)),
  dock.post('/capacity/save', "Sets a branch's dock (at its version); booked slots keep at least their booked volume", { body: capacityBody, response: capacitySaved }, async (req) => saveCapacity(req.server.db, await bossScope(req), req.body)),
  dock.reads.get('/today', "Today's trucks at the caller's docks: still to come, arrived, late, no-shows, at the gate to receive", { response: dockTodayAnswer }, async (req) => dockToday(req.server.db, await bossScope(req))),
  dock.reads.post('/today/list', "Today's trucks across the caller's docks (or one branch's), all or as one figure of the home tile counts them, each with its store", { body: todayListBody, response: todayListAnswer }, async (req) => todayList(req.server.db, await bossScope(req), req.body)),
  dock.reads.post('/schedule', "A branch's dock over up to 14 days: load per day, slots with their load, bookings with their arrival", { body: scheduleBody, response: scheduleAnswer }, async (req) => schedule(req.server.db, await bossScope(req), req.body)),
  dock.reads.post('/week', "A branch's dock over the coming 7 days: booked against room per day or per slot, with the week's total", { body: weekBody, response: weekAnswer }, async (req) => dockWeek(req.server.db, await bossScope(req), req.body)),
  dock.detail('/asn/detail/:id', 'A shipping notice to one of the branches: slot, truck and lines, shipped against received per line and batch', asnDetailAnswer, async (req, id) => dockAsn(req.server.db, await bossScope(req), id)),
  dock.reads.post('/slot/free', "A branch's dock slots of the coming days with their free room, for moving a booking", { body: freeSlotsBody, response: freeSlotsAnswer }, async (req) => dockFreeSlots(req.server.db, await bossScope(req), req.body)),
  dock.post('/booking/move', 'Moves a booking (at its version) to another slot with room; the supplier reads the reason in its messages', { body: chainMoveBody, response: moveAnswer }, async (req) => chainMove(req.server.db, await bossScope(req), req.body)),
  dock.post('/booking/refuse', 'Refuses a booking (at its version) with a reason; the notice awaits a new slot and the supplier is told', { body: refuseBody, response: moveAnswer }, async (req) => chainRefuse(req.server.db, await bossScope(req), req.body)),
  dock.post('/arrive', "The gate records a notice by its number: arrived (on time, early or late against its slot) or a no-show", { body: arriveBody, response: arriveAnswer }, async (req) => markArrival(req.server.db, await bossScope(req), req.body)),
  dock.post('/receive', "Receives an arrived notice from its lines (as shipped, or the quantities given): one goods receipt per order with the shortage per line and batch", { body: receiveBody, response: receiveAnswer }, async (req) => receiveAsn(req.server.db, await bossScope(req), req.body)),
];
