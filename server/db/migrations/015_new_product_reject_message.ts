import { sql, type Kysely } from 'kysely';

/*
 * A rejected new-product application's message carries the buyer's reason, so the supplier reads why without
 * opening it. The portal's reject writes that message itself (server/lib/notify.ts, same transaction); the row
 * trigger of migration 008 keeps writing the approval message and stops writing the reasonless rejection one,
 * which would otherwise arrive beside it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop trigger user_message_new_item_application on new_item_application`.execute(db);
  await sql`create trigger user_message_new_item_application after insert or update of status on new_item_application
    for each row when (new.status <> 3) execute function user_message_on_document()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger user_message_new_item_application on new_item_application`.execute(db);
  await sql`create trigger user_message_new_item_application after insert or update of status on new_item_application
    for each row execute function user_message_on_document()`.execute(db);
}
