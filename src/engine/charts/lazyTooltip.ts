import * as echarts from 'echarts/core';

// The tooltip is not needed to draw a chart: its code (parts/tooltip.ts) is fetched on the first tap on any chart.

let loading: Promise<void> | null = null;
let installed = false;

/** Whether charts created from now on have the tooltip from the start. */
export function tooltipInstalled(): boolean {
  return installed;
}

/** Fetches and installs the tooltip once; a failed fetch is tried again on the next tap. */
export function installTooltip(): Promise<void> {
  if (!loading) {
    loading = import('../../../common/charts/parts/tooltip').then((m) => {
      echarts.use(m.default);
      installed = true;
    });
    loading.catch(() => (loading = null));
  }
  return loading;
}
