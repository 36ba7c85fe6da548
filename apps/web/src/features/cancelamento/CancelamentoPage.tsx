import { lazy } from 'react';
import { useParams } from 'react-router';
import CancelamentoListPage from './CancelamentoListPage';

// The chart mode alone pays for ECharts.
const CancelamentoChartsPage = lazy(() => import('./CancelamentoChartsPage'));
const CancelamentoEditPage = lazy(() => import('./CancelamentoEditPage'));

/** /cancelamento-ctr, /cancelamento-ctr/:action and /cancelamento-ctr/:action/:id (spec 2 §2). */
export default function CancelamentoPage() {
  const { action, id } = useParams();
  if (action === 'graficos') return <CancelamentoChartsPage />;
  if (action && id) return <CancelamentoEditPage />;
  return <CancelamentoListPage />;
}
