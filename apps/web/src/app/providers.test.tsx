import { DateInput } from '@mantine/dates';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';

describe('providers: typed dates', { timeout: 20_000 }, () => {
  it('a DateInput reads what is typed as DD/MM/YYYY (pt-BR), not as the browser parses it', async () => {
    const values: Array<string | null> = [];
    renderWithProviders(<DateInput label="Data" valueFormat="DD/MM/YYYY" onChange={(v) => values.push(v)} />);
    const input = screen.getByRole('textbox', { name: 'Data' });
    fireEvent.change(input, { target: { value: '31/12/2026' } });
    await waitFor(() => expect(values.at(-1)).toBe('2026-12-31'));
    fireEvent.change(input, { target: { value: '02/03/2026' } });
    await waitFor(() => expect(values.at(-1)).toBe('2026-03-02'));
  });
});
