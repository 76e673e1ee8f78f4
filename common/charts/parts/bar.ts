import { BarChart } from 'echarts/charts';
import { GridSimpleComponent } from 'echarts/components';

/** What a bar chart of chartOption.ts needs: the bar series on a simple grid (the legend of several series is parts/legend.ts). */
export default [BarChart, GridSimpleComponent];
