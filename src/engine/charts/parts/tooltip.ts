import { TooltipComponent } from 'echarts/components';

/** The tooltip (and the axis pointer it brings, ~20 KB gz): fetched on the first tap on a chart, not for its first draw. */
export default [TooltipComponent];
