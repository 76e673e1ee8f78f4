import { PieChart } from 'echarts/charts';
import { LegendScrollComponent } from 'echarts/components';

/** What a pie chart of chartOption.ts needs: the pie series and its scrolling legend. */
export default [PieChart, LegendScrollComponent];
