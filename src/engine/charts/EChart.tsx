// The ESM build of echarts-for-react/lib/core (lib/ is CommonJS and arrives as a module object).
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ReactNode } from 'react';
import type { EChartsCoreOption } from 'echarts/core';

// ECharts through its core build with only the chart types schemas can ask for (bar, line, pie); this
// module is its own chunk, loaded by report and dashboard screens that have a chart (quality.md §1.3).
echarts.use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export default function EChart({ option, height }: { option: EChartsCoreOption; height: number }): ReactNode {
  return <ReactEChartsCore echarts={echarts} option={option} notMerge lazyUpdate style={{ height, width: '100%' }} opts={{ renderer: 'canvas' }} />;
}
