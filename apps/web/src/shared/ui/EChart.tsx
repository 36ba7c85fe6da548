import { Box } from '@mantine/core';
import type { EChartsOption } from 'echarts';
import { useEffect, useRef } from 'react';

/** An ECharts chart, the library loaded on first use (its own chunk), with the export toolbox. */
export function EChart({
  option,
  width = 500,
  height = 360,
  label,
}: {
  option: EChartsOption;
  width?: number | string;
  height?: number;
  label: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let disposed = false;
    let chart: { dispose(): void; setOption(o: EChartsOption): void; resize(): void } | null = null;
    void import('./echarts-lite').then((echarts) => {
      if (disposed || !ref.current) return;
      chart = echarts.init(ref.current, undefined, { locale: 'PT-br' });
      chart.setOption({
        toolbox: { feature: { saveAsImage: { title: 'Exportar', name: label } } },
        ...option,
      });
    });
    return () => {
      disposed = true;
      chart?.dispose();
    };
  }, [option, label]);
  return <Box ref={ref} w={width} maw="100%" h={height} role="img" aria-label={label} />;
}
