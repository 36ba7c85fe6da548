import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { estadoDoErro, useGeolocalizacao } from './use-geolocalizacao';

type Success = (pos: { coords: { latitude: number; longitude: number } }) => void;
type Failure = (err: { code: number }) => void;

/** navigator.geolocation answering with `answer` (a position or an error code). */
function fakeGeolocation(answer: { lat: number; lon: number } | { code: number }) {
  const getCurrentPosition = vi.fn((ok: Success, fail: Failure) => {
    if ('code' in answer) fail({ code: answer.code });
    else ok({ coords: { latitude: answer.lat, longitude: answer.lon } });
  });
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
  return getCurrentPosition;
}

afterEach(() => {
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: undefined });
});

describe('useGeolocalizacao', () => {
  it('maps the browser error codes', () => {
    expect(estadoDoErro(1)).toBe('negado');
    expect(estadoDoErro(2)).toBe('indisponivel');
    expect(estadoDoErro(3)).toBe('demorou');
  });

  it('asks only when told to and returns [lat, lon]', () => {
    const ask = fakeGeolocation({ lat: -15.8335, lon: -48.0561 });
    const { result } = renderHook(() => useGeolocalizacao());
    expect(ask).not.toHaveBeenCalled();
    act(() => result.current.pedir());
    expect(result.current.posicao).toEqual([-15.8335, -48.0561]);
    expect(result.current.estado).toBe('ok');
    expect(result.current.mensagem).toBeNull();
  });

  it('explains a refusal in Portuguese and what to do instead', () => {
    fakeGeolocation({ code: 1 });
    const { result } = renderHook(() => useGeolocalizacao({ automatico: true }));
    expect(result.current.posicao).toBeNull();
    expect(result.current.mensagem).toMatch(/^Permissão de localização negada\. Marque o ponto no mapa/);
  });

  it('says so when the browser has no geolocation', () => {
    const { result } = renderHook(() => useGeolocalizacao({ automatico: true }));
    expect(result.current.estado).toBe('sem-suporte');
    expect(result.current.mensagem).toBe(
      'Este navegador não informa a localização do aparelho. Marque o ponto no mapa.',
    );
  });
});
