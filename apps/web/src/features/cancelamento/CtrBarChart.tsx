import { BarChart } from 'echarts/charts';
import { GridComponent, TitleComponent, ToolboxComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { type ChartData, chartOption } from './chart-option';

echarts.use([BarChart, GridComponent, TitleComponent, ToolboxComponent, TooltipComponent, CanvasRenderer]);

/** ECharts lives only in this chunk: the charts screen loads it lazily. */
export default function CtrBarChart({ data }: { data: ChartData }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const chart = echarts.init(ref.current);
    chart.setOption(chartOption(data));
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [data]);
  return <div ref={ref} style={{ width: '100%', height: 360 }} role="img" aria-label={data.title} />;
}
