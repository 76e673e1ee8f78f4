/** What a screen shows while it loads its data (the route walk and the screenshot script wait until none is left). */
export const LOADING = '[aria-busy="true"], .adm-dot-loading, .adm-skeleton, .eng-list[data-status="loading"]';
