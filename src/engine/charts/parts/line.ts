import { LineChart } from 'echarts/charts';
import { GridSimpleComponent, LegendPlainComponent } from 'echarts/components';

/** What a line chart of chartOption.ts needs: the line series on a simple grid, a legend when it has several series. */
export default [LineChart, GridSimpleComponent, LegendPlainComponent];
