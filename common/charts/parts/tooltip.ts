import { TooltipComponent } from 'echarts/components';

/** The tooltip (~8 KB gz): fetched on the first tap on a chart, not for its first draw (its axis pointer is in EChart.tsx). */
export default [TooltipComponent];
