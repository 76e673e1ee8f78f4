import { LineChart } from 'echarts/charts';
import { GridSimpleComponent } from 'echarts/components';

/** What a line chart of chartOption.ts needs: the line series on a simple grid (the legend of several series is parts/legend.ts). */
export default [LineChart, GridSimpleComponent];
