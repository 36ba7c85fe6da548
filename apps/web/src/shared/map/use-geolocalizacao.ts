import { useCallback, useEffect, useRef, useState } from 'react';

type GeoEstado = 'parado' | 'buscando' | 'ok' | 'negado' | 'indisponivel' | 'demorou' | 'sem-suporte';

/** What the person reads when the position cannot be taken, and what to do instead (issue #16 item 2). */
const MENSAGEM: Partial<Record<GeoEstado, string>> = {
  negado:
    'Permissão de localização negada. Marque o ponto no mapa ou permita a localização nas configurações do navegador e toque em "Usar minha localização".',
  indisponivel:
    'Não foi possível obter sua localização (GPS ou rede indisponível). Marque o ponto no mapa ou tente de novo ao ar livre.',
  demorou: 'A localização demorou demais para responder. Tente de novo ou marque o ponto no mapa.',
  'sem-suporte': 'Este navegador não informa a localização do aparelho. Marque o ponto no mapa.',
};

/** GeolocationPositionError codes: 1 permission denied, 2 position unavailable, 3 timeout. */
export function estadoDoErro(code: number): GeoEstado {
  return code === 1 ? 'negado' : code === 3 ? 'demorou' : 'indisponivel';
}

export interface Geolocalizacao {
  /** [lat, lon] of the device, or null. */
  posicao: [number, number] | null;
  estado: GeoEstado;
  /** Portuguese explanation when the position could not be taken. */
  mensagem: string | null;
  pedir: () => void;
}

/**
 * The device's position through navigator.geolocation (the browser asks the person's permission);
 * `automatico` asks once on mount. Refusal and failure become a clear message, never a silent nothing.
 */
export function useGeolocalizacao({ automatico = false } = {}): Geolocalizacao {
  const [posicao, setPosicao] = useState<[number, number] | null>(null);
  const [estado, setEstado] = useState<GeoEstado>('parado');
  const vivo = useRef(true);
  useEffect(() => {
    vivo.current = true;
    return () => {
      vivo.current = false;
    };
  }, []);
  const pedir = useCallback(() => {
    if (!('geolocation' in navigator) || !navigator.geolocation) return setEstado('sem-suporte');
    setEstado('buscando');
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        if (!vivo.current) return;
        setPosicao([pos.coords.latitude, pos.coords.longitude]);
        setEstado('ok');
      },
      (err) => vivo.current && setEstado(estadoDoErro(err.code)),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 30_000 },
    );
  }, []);
  useEffect(() => {
    if (automatico) pedir();
  }, [automatico, pedir]);
  return { posicao, estado, mensagem: MENSAGEM[estado] ?? null, pedir };
}
