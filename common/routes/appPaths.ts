// The app's fixed places: where a session starts, where it lands, where a supplier is chosen. Navigation, the
// session flow and the route table all name them; they are addresses, not screens, so they live here.

export const LOGIN_PATH = '/pages/login/index';
export const HOME_PATH = '/pages/index/index';
export const MY_PATH = '/pages/my/index';
export const SUPPLIER_PATH = '/packagesSub/login/supplier';
/** The business overview dashboard (schemas/boss/) the merchant admin's home draws above its tiles. */
export const BOSS_OVERVIEW_PATH = '/packagesBoss/overview/index';
