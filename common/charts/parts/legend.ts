import { LegendPlainComponent } from 'echarts/components';

/** The legend over a bar or line chart of several series; a chart of one series has none and does not load it. */
export default [LegendPlainComponent];
