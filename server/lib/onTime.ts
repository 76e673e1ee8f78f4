import { sql } from 'kysely';
import { businessTimeZone } from './businessDay';

/**
 * The quantity of an order line received on time, as SQL over `l` (purchase_order_line) and `po` (its order): the
 * audited receipts of the line whose goods came on time. A receipt against a shipping notice (ASN) is on time when
 * its truck arrived within the booked slot (asn.arrival 1: early, late and no-shows are not); any other receipt
 * when it is dated (business day) on or before the due date: the line's promised date, else the order's, else the
 * expected date. The arrival rate, the scorecard and the chain's arrival report measure on time alike.
 */
export const onTimeReceivedQty = sql`coalesce((
  select sum(il.qty)
    from purchase_in_line il
    join purchase_in pi on pi.id = il.in_id and pi.supplier_id = il.supplier_id
    left join asn a on a.id = pi.asn_id and a.supplier_id = pi.supplier_id
   where il.order_line_id = l.id and il.supplier_id = l.supplier_id and pi.status = 1
     and case when a.id is not null then a.arrival = 1
              else (pi.in_time at time zone ${businessTimeZone})::date <= coalesce(l.promised_date, po.promised_date, po.expected_date) end), 0)`;
