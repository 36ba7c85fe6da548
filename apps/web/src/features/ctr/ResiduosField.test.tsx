import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { ResiduosField, type ResiduosValue } from './ResiduosField';

const TIPOS = [
  { id: 1, nome: 'Concreto', idClasseMaterial: 1, classeMaterial: { id: 1, classe: 'A' } },
  { id: 2, nome: 'Madeira', idClasseMaterial: 2, classeMaterial: { id: 2, classe: 'B' } },
  {
    id: 5,
    nome: 'Resíduo de Construção Civil - Não Segregado',
    idClasseMaterial: 6,
    classeMaterial: { id: 6, classe: 'CLASSE MISTA' },
  },
  { id: 9, nome: 'Caminhão misto', idClasseMaterial: 7, classeMaterial: { id: 7, classe: 'CARGA MISTA' } },
];

let last: ResiduosValue = { residuos: [], idResiduoPredominante: null };
function Harness() {
  const [value, setValue] = useState<ResiduosValue>({ residuos: [], idResiduoPredominante: null });
  return (
    <ResiduosField
      value={value}
      onChange={(next) => {
        last = next;
        setValue(next);
      }}
    />
  );
}

afterEach(() => vi.unstubAllGlobals());

async function choose(label: string, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }, { timeout: 5000 }));
}

async function addResiduo(tipo: string | null, volume: string) {
  if (tipo) await choose('Tipo de resíduo', tipo);
  fireEvent.change(screen.getByRole('textbox', { name: 'Volume (m³)' }), { target: { value: volume } });
  fireEvent.click(screen.getByRole('button', { name: 'Adicionar resíduo' }));
}

const table = () => screen.getByRole('table', { name: 'Resíduos' });

describe('waste grid (spec 2 §5)', { timeout: 20_000 }, () => {
  it('requires a type, refuses a volume of zero and never offers CARGA MISTA', async () => {
    mockApi({ 'POST /api/TipoResiduo/find': () => ok({ rows: TIPOS, count: TIPOS.length }) });
    renderWithProviders(<Harness />);
    await screen.findByRole('combobox', { name: 'Tipo de resíduo' }, { timeout: 5000 });
    await addResiduo(null, '3');
    expect(await screen.findByText('Por favor, insira um tipo de resíduo')).toBeTruthy();

    fireEvent.click(screen.getByRole('combobox', { name: 'Tipo de resíduo' }));
    expect(await screen.findByRole('option', { name: 'Concreto' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Caminhão misto' })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: 'Concreto' }));
    await addResiduo(null, '0');
    expect(await screen.findByText('Valor de Volume M³ inválido')).toBeTruthy();
  });

  it('makes the only waste predominant and refuses the same type twice', async () => {
    mockApi({ 'POST /api/TipoResiduo/find': () => ok({ rows: TIPOS, count: TIPOS.length }) });
    renderWithProviders(<Harness />);
    await addResiduo('Concreto', '3');
    await waitFor(() => expect(within(table()).getByText('Concreto')).toBeTruthy());
    expect(last.idResiduoPredominante).toBe(1);

    await addResiduo('Concreto', '2');
    expect(await screen.findByText('Resíduo já selecionado')).toBeTruthy();
    expect(last.residuos).toHaveLength(1);
  });

  it('asks before a second type switches the predominant to the mixed type 5; declining keeps the list', async () => {
    mockApi({ 'POST /api/TipoResiduo/find': () => ok({ rows: TIPOS, count: TIPOS.length }) });
    renderWithProviders(<Harness />);
    await addResiduo('Concreto', '3');
    await waitFor(() => expect(last.residuos).toHaveLength(1));

    await addResiduo('Madeira', '1,5');
    const dialog = await screen.findByRole('dialog', { name: 'Resíduo misto' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(last.residuos).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Adicionar resíduo' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Resíduo misto' })).getByRole('button', {
        name: 'Confirmar',
      }),
    );
    await waitFor(() => expect(last.residuos).toHaveLength(2));
    expect(last.idResiduoPredominante).toBe(5);
    expect(last.residuos[1]?.volumeAproximadoM3).toBe(1.5);
    expect(screen.getByRole('combobox', { name: 'Tipo de resíduo predominante' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
