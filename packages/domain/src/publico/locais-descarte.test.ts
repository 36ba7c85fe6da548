import { describe, expect, it } from 'vitest';
import { distanciaKm, iniciaisDoNome, ondeDescartarQuery, recebePublico } from './locais-descarte';

describe('onde descartar rules', () => {
  it('a PEV or ATT receives from the public unless the authority says no; others only when it says yes', () => {
    expect(recebePublico('PEV', null)).toBe(true);
    expect(recebePublico('ATT', null)).toBe(true);
    expect(recebePublico('Aterro', null)).toBe(false);
    expect(recebePublico(null, null)).toBe(false);
    expect(recebePublico('ATT', false)).toBe(false);
    expect(recebePublico('Recicladora', true)).toBe(true);
  });

  it('measures great-circle distance in km', () => {
    // Plano Piloto to Taguatinga seats: about 18 km.
    expect(distanciaKm({ lat: -15.7801, lon: -47.8919 }, { lat: -15.8335, lon: -48.0566 })).toBeCloseTo(
      18.6,
      0,
    );
    expect(distanciaKm({ lat: -15.8, lon: -47.9 }, { lat: -15.8, lon: -47.9 })).toBe(0);
  });

  it('takes a CEP, an address or a whole position', () => {
    expect(ondeDescartarQuery.parse({ cep: '72010-010' })).toEqual({ cep: '72010010' });
    expect(ondeDescartarQuery.safeParse({ cep: '7201' }).success).toBe(false);
    expect(ondeDescartarQuery.safeParse({ lat: '-15.8' }).success).toBe(false);
    expect(ondeDescartarQuery.parse({ lat: '-15.8', lon: '-47.9' })).toEqual({ lat: -15.8, lon: -47.9 });
  });

  it('shows a natural person by its initials, without the particles', () => {
    expect(iniciaisDoNome('Maria da Silva  Souza')).toBe('M. S. S.');
    expect(iniciaisDoNome('joão dos santos e oliveira')).toBe('J. S. O.');
  });
});
