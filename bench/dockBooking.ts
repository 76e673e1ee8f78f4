import { sql } from 'kysely';
import type { LoggedInApp } from './lib/injectBench';

// A booked shipping notice of the logged-in supplier that can still move, written through the API as the supplier
// would (what is left to ship of a confirmed order → a notice of one case → the first slot with room), and two other
// slots with room of its branch to move it between. The bench writes its own so the booking row is measured on any
// database: the large seed's bookings of S001 are all past their cut-off.

export interface MovableBooking { id: number; version: number; branchId: number; slots: [string, string] }

interface Shippable { orderLineId: number; dateControlled: boolean; remainingQty: string }

async function call<T>(who: LoggedInApp, url: string, payload: unknown): Promise<T> {
  const res = await who.app.inject({ method: 'POST', url: `/mobile/api${url}`, headers: { token: who.token }, payload: payload as object });
  const body = res.json();
  if (body.code !== 0) throw new Error(`${url} answered ${body.code}: ${body.message}`);
  return body.data as T;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Undefined when the supplier has nothing left to ship to a branch with a dock, or no branch has three free slots. */
export async function movableBooking(supplier: LoggedInApp, supplierCode: string): Promise<MovableBooking | undefined> {
  const branches = await sql<{ branchId: number }>`
    select distinct po.receive_branch_id::int as "branchId" from purchase_order po join supplier s on s.id = po.supplier_id
      join dock_capacity c on c.branch_id = po.receive_branch_id
     where s.code = ${supplierCode} and po.status in (3, 5) order by 1 limit 20`.execute(supplier.db);
  for (const { branchId } of branches.rows) {
    const { rows } = await call<{ rows: Shippable[] }>(supplier, '/scm/delivery/asn/shippable', { branchId });
    const line = rows.find((l) => Number(l.remainingQty) >= 1);
    if (!line) continue;
    const free = await call<{ rows: { slotStart: string; bookable: boolean }[] }>(supplier, '/scm/delivery/slot/free', { branchId, days: 14, cases: 1, pallets: 0 });
    const bookable = free.rows.filter((s) => s.bookable).map((s) => s.slotStart);
    if (bookable.length < 3) continue;
    const dates = line.dateControlled ? { batchNo: 'BENCH', productionDate: day(-10), expiryDate: day(300) } : {};
    const asn = await call<{ id: number; version: number }>(supplier, '/scm/delivery/asn/save', {
      pallets: 0, plate: '浙A00000', driver: 'bench', driverPhone: '13900000000', lines: [{ orderLineId: line.orderLineId, qty: '1', cases: 1, ...dates }],
    });
    const booked = await call<{ version: number }>(supplier, '/scm/delivery/asn/book', { id: asn.id, version: asn.version, slotStart: bookable[0] });
    return { id: asn.id, version: booked.version, branchId, slots: [bookable.at(-2)!, bookable.at(-1)!] };
  }
  return undefined;
}
