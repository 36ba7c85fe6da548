import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../../test/api-mock';
import { CEP_ASA_NORTE } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { EMPTY_ENDERECO, EnderecoFields, type EnderecoFieldsProps } from './EnderecoFields';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

let values: unknown;
/** A form holding the address at `prefix`, whose values the test reads after each render. */
function Probe(props: Omit<EnderecoFieldsProps, 'form'>) {
  const initial = { ...EMPTY_ENDERECO, bairro: 'Digitado' };
  const form = useForm<Record<string, unknown>>({
    initialValues: props.prefix ? { [props.prefix]: initial } : initial,
  });
  values = form.getValues();
  return <EnderecoFields form={form} {...props} />;
}

const typeCep = async (cep: string) =>
  fireEvent.input(await screen.findByRole('textbox', { name: /^CEP/ }), { target: { value: cep } });

describe('EnderecoFields', { timeout: 20_000 }, () => {
  it('fills a work-site address from the CEP, município read-only, and hands over the point', async () => {
    const api = mockApi({ 'POST /api/findAddress': () => ok(CEP_ASA_NORTE) });
    const onPoint = vi.fn();
    renderWithProviders(<Probe onFailure="clear" onPoint={onPoint} />);
    await typeCep('70040010');
    await waitFor(() => expect(onPoint).toHaveBeenCalledWith([-47.88, -15.79]));
    expect(api.callsTo('/api/findAddress')[0]?.body).toEqual({ cep: '70040010' });
    expect(values).toMatchObject({ municipio: 'Brasília', codIbge: 5300108, uf: 'DF', bairro: 'Asa Norte' });
    expect(screen.getByRole('textbox', { name: /^Município/ }).hasAttribute('readonly')).toBe(true);
  });

  it("clears a work site's address and shows the error when the lookup fails", async () => {
    mockApi({ 'POST /api/findAddress': () => fail(404, 'NOT_FOUND', 'CEP não encontrado') });
    renderWithProviders(<Probe onFailure="clear" />);
    await typeCep('70040010');
    expect(await screen.findByText('CEP não encontrado')).toBeTruthy();
    expect(values).toMatchObject({ bairro: '', municipio: '', codIbge: null });
  });

  it('fills a person’s address under its prefix with the IBGE code as the município lookup value', async () => {
    mockApi({
      'POST /api/findAddress': () => ok(CEP_ASA_NORTE),
      'POST /api/Estado/find': () => ok({ rows: [{ uf: 'DF', nome: 'Distrito Federal' }], count: 1 }),
      'POST /api/Municipio/find': () => ok({ rows: [{ codIbge: '5300108', nome: 'Brasília' }], count: 1 }),
    });
    renderWithProviders(<Probe prefix="pessoaPj" municipio="lookup" suffix=" da empresa" />);
    expect(await screen.findByRole('textbox', { name: /^Bairro da empresa/ })).toBeTruthy();
    await typeCep('70040010');
    await waitFor(() =>
      expect(values).toMatchObject({ pessoaPj: { uf: 'DF', codIbge: '5300108', bairro: 'Asa Norte' } }),
    );
  });

  it('keeps a typed person’s address and warns when the CEP is unknown', async () => {
    mockApi({
      'POST /api/findAddress': () => fail(404, 'NOT_FOUND', 'CEP não encontrado'),
      'POST /api/Estado/find': () => ok({ rows: [], count: 0 }),
    });
    renderWithProviders(<Probe municipio="lookup" />);
    await typeCep('70040010');
    expect(await screen.findByText('CEP não encontrado')).toBeTruthy();
    expect(values).toMatchObject({ bairro: 'Digitado' });
  });

  it('warns that the search failed when the lookup service is down', async () => {
    mockApi({ 'POST /api/findAddress': () => fail(502, 'BAD_GATEWAY', 'Serviço indisponível') });
    renderWithProviders(<Probe />);
    await typeCep('70040010');
    expect(await screen.findByText('Erro na busca do CEP')).toBeTruthy();
    expect(values).toMatchObject({ bairro: 'Digitado' });
  });
});
