/**
 * The English of the running-out tabs (3天内断货, 7天内断货, 14天内断货) on the chain's stock report and the supplier's
 * stock query: both screens name the same filter with the same words.
 */
export const RUNNING_OUT_TABS_EN = ['Out in 3 days', 'Out in 7 days', 'Out in 14 days'];
