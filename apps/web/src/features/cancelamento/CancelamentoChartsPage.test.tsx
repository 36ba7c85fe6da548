import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import CancelamentoChartsPage from './CancelamentoChartsPage';

describe('Criar Gráficos Estatísticos: period pickers', () => {
  it('offers start and end of each period, enabled only when its chart is checked', async () => {
    renderWithProviders(<CancelamentoChartsPage />);
    for (const label of [
      'Ano inicial',
      'Ano final',
      'Mês inicial',
      'Mês final',
      'Dia inicial',
      'Dia final',
    ]) {
      expect((await screen.findByLabelText(label)).hasAttribute('disabled')).toBe(true);
    }
    fireEvent.click(screen.getByLabelText("CTR's Cancelados por Mês"));
    expect(screen.getByLabelText('Mês inicial').hasAttribute('disabled')).toBe(false);
    expect(screen.getByLabelText('Mês final').hasAttribute('disabled')).toBe(false);
    expect(screen.getByLabelText('Ano inicial').hasAttribute('disabled')).toBe(true);
  });
});
