import { BarChart } from 'echarts/charts';
import { GridSimpleComponent, LegendPlainComponent } from 'echarts/components';

/** What a bar chart of chartOption.ts needs: the bar series on a simple grid, a legend when it has several series. */
export default [BarChart, GridSimpleComponent, LegendPlainComponent];
