import { TIPOS_PERFIL } from '@rcc/domain/profiles';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { TiposPerfilField } from './TiposPerfilField';

describe('TiposPerfilField', () => {
  it('offers every profile type with PJ/PF and hands back the chosen ids as text', () => {
    const onChange = vi.fn();
    renderWithProviders(<TiposPerfilField label="Perfis" value={['1']} onChange={onChange} />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(TIPOS_PERFIL.length);
    expect((screen.getByRole('checkbox', { name: 'Gerador (PJ)' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Transportador (PF)' }));
    expect(onChange).toHaveBeenCalledWith(['1', '9']);
  });

  it('locks every box when disabled (view mode)', () => {
    renderWithProviders(<TiposPerfilField label="Perfis" value={[]} disabled />);
    for (const box of screen.getAllByRole('checkbox')) expect((box as HTMLInputElement).disabled).toBe(true);
  });
});
