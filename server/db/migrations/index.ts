import type { Migration, MigrationProvider } from 'kysely';
import * as m001 from './001_initial';
import * as m002 from './002_purchase_indexes';
import * as m003 from './003_login_defenses';
import * as m004 from './004_finance';
import * as m005 from './005_stock_goods';
import * as m006 from './006_sales';
import * as m007 from './007_new_product';
import * as m008 from './008_my_support';
import * as m009 from './009_boss';
import * as m010 from './010_assistant';
import * as m011 from './011_monitor';
import * as m012 from './012_sales_branch_rollup';
import * as m013 from './013_boss_rollups';
import * as m015 from './015_new_product_reject_message';
import * as m016 from './016_shared_limits';
import * as m017 from './017_publishing';
import * as m018 from './018_delivery';
import * as m019 from './019_boss_stock_indexes';
import * as m020 from './020_boss_item_day';
import * as m021 from './021_arrival_day';
import * as m022 from './022_boss_supplier_day';
import * as m023 from './023_item_sale_window';
import * as m024 from './024_finance_sources';
import * as m025 from './025_item_supplier_stock';
import * as m026 from './026_sale_window_lock_order';
import * as m027 from './027_device_names';
import * as m028 from './028_boss_branch_day';
import * as m029 from './029_stock_idle_day';
import * as m030 from './030_active_member_day';
import * as m031 from './031_tenant_keys';
import * as m032 from './032_sheet_counter';
import * as m033 from './033_boss_branch_hour';

/*
 * Every migration, in the order of their names (Kysely runs them by name). Static imports (not a folder scan) so
 * migrations work bundled and under tsx alike.
 *
 * There is no 014, and none ever was: no commit of the repository's history adds one. Numbers are given when a
 * change is planned, not when it lands (server/db/connect.ts): 015 landed four minutes before 012, and the change
 * 014 was kept for brought no migration. A database records applied migrations by name, so names never change and
 * the gap stays; index.test.ts checks that the list holds every file, in order, each once.
 */
const migrations: Record<string, Migration> = {
  '001_initial': m001,
  '002_purchase_indexes': m002,
  '003_login_defenses': m003,
  '004_finance': m004,
  '005_stock_goods': m005,
  '006_sales': m006,
  '007_new_product': m007,
  '008_my_support': m008,
  '009_boss': m009,
  '010_assistant': m010,
  '011_monitor': m011,
  '012_sales_branch_rollup': m012,
  '013_boss_rollups': m013,
  '015_new_product_reject_message': m015,
  '016_shared_limits': m016,
  '017_publishing': m017,
  '018_delivery': m018,
  '019_boss_stock_indexes': m019,
  '020_boss_item_day': m020,
  '021_arrival_day': m021,
  '022_boss_supplier_day': m022,
  '023_item_sale_window': m023,
  '024_finance_sources': m024,
  '025_item_supplier_stock': m025,
  '026_sale_window_lock_order': m026,
  '027_device_names': m027,
  '028_boss_branch_day': m028,
  '029_stock_idle_day': m029,
  '030_active_member_day': m030,
  '031_tenant_keys': m031,
  '032_sheet_counter': m032,
  '033_boss_branch_hour': m033,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
