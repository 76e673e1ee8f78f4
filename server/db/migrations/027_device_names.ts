import { sql, type Kysely } from 'kysely';

/*
 * The demo seed named each store's new, unbound camera by its state, "摄像头（未绑定）", and binding a device changes
 * its state, not its name: a bound camera kept saying it was unbound. The seed now names it as its store's other
 * cameras ("摄像头 4 号", from the number its serial ends with); this renames the ones seeded before. The bound
 * state stays where it always was, in `bound` (the lists' 已绑定 field and their 绑定 button).
 */

export async function up(db: Kysely<any>): Promise<void> {
  await sql`update device set name = '摄像头 ' || ltrim(right(sn, 3), '0') || ' 号', version = version + 1, updated_at = now()
    where type = 'CAMERA' and name = '摄像头（未绑定）' and sn ~ '[0-9]{3}$' and right(sn, 3) <> '000'`.execute(db);
}

export async function down(): Promise<void> {
  // The old name said something untrue of a bound camera: it is not brought back.
}
