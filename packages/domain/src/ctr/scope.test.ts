import { describe, expect, it } from 'vitest';
import { TIPO_PERFIL } from '../profiles';
import { ehStaff, escopoCtr, podeVerCtr, transportadorDoUsuario } from './scope';

const ctr = { idTransportador: 20, idGerador: 10, idDestinoFinal: 30 };
const perfil = (id: number, idTipoPerfil: number, situacaoValidacao = 'A') => ({
  id,
  idTipoPerfil,
  situacaoValidacao,
});

describe('CTR row scope (DESIGN §3)', () => {
  it.each([
    ['Secretaria', TIPO_PERFIL.SECRETARIA],
    ['Administrador', TIPO_PERFIL.ADMINISTRADOR],
    ['Fiscalização', TIPO_PERFIL.FISCALIZACAO],
    ['Entidade Pública', TIPO_PERFIL.ENTIDADE_PUBLICA],
  ])('%s sees every CTR', (_, tipo) => {
    const escopo = escopoCtr([perfil(99, tipo)]);
    expect(escopo).toEqual({ todas: true });
    expect(podeVerCtr(escopo, ctr)).toBe(true);
    expect(podeVerCtr(escopo, { idTransportador: 1, idGerador: 2, idDestinoFinal: null })).toBe(true);
  });

  it('a transporter (PJ or PF) sees the CTRs it transports, not the others', () => {
    for (const tipo of [TIPO_PERFIL.TRANSPORTADOR_PJ, TIPO_PERFIL.TRANSPORTADOR_PF]) {
      const escopo = escopoCtr([perfil(20, tipo)]);
      expect(escopo).toEqual({
        todas: false,
        donos: { idTransportador: [20], idGerador: [], idDestinoFinal: [] },
      });
      expect(podeVerCtr(escopo, ctr)).toBe(true);
      expect(podeVerCtr(escopo, { ...ctr, idTransportador: 21 })).toBe(false);
    }
  });

  it('a generator sees its own CTRs through any of its generator profiles', () => {
    const escopo = escopoCtr([perfil(11, TIPO_PERFIL.GERADOR_PJ), perfil(10, TIPO_PERFIL.GERADOR_PF)]);
    expect(podeVerCtr(escopo, ctr)).toBe(true);
    expect(podeVerCtr(escopo, { ...ctr, idGerador: 12 })).toBe(false);
  });

  it('a final destination sees the CTRs sent to it; none before one is chosen', () => {
    const escopo = escopoCtr([perfil(30, TIPO_PERFIL.DESTINO_FINAL)]);
    expect(podeVerCtr(escopo, ctr)).toBe(true);
    expect(podeVerCtr(escopo, { ...ctr, idDestinoFinal: null })).toBe(false);
    expect(podeVerCtr(escopo, { ...ctr, idDestinoFinal: 31 })).toBe(false);
  });

  it('compares profile ids, not person ids or types: a generator profile with the CTR transporter id does not count', () => {
    const escopo = escopoCtr([perfil(20, TIPO_PERFIL.GERADOR_PJ)]);
    expect(podeVerCtr(escopo, ctr)).toBe(false);
  });

  it('an inactive profile gives no access; pending and validated ones do', () => {
    expect(podeVerCtr(escopoCtr([perfil(20, TIPO_PERFIL.TRANSPORTADOR_PJ, 'I')]), ctr)).toBe(false);
    expect(podeVerCtr(escopoCtr([perfil(20, TIPO_PERFIL.TRANSPORTADOR_PJ, 'P')]), ctr)).toBe(true);
    expect(escopoCtr([perfil(1, TIPO_PERFIL.ADMINISTRADOR, 'I')])).toEqual({
      todas: false,
      donos: { idTransportador: [], idGerador: [], idDestinoFinal: [] },
    });
  });

  it('a user without owner profiles (a citizen) sees nothing', () => {
    expect(podeVerCtr(escopoCtr([]), ctr)).toBe(false);
    expect(podeVerCtr(escopoCtr([perfil(5, TIPO_PERFIL.CIDADAO)]), ctr)).toBe(false);
  });

  it('a transporter acts through its first transporter profile (spec 2 §6)', () => {
    const perfis = [
      perfil(8, TIPO_PERFIL.GERADOR_PJ),
      perfil(20, TIPO_PERFIL.TRANSPORTADOR_PJ),
      perfil(22, TIPO_PERFIL.TRANSPORTADOR_PF),
    ];
    expect(transportadorDoUsuario(perfis)).toBe(20);
    expect(transportadorDoUsuario([perfil(8, TIPO_PERFIL.GERADOR_PJ)])).toBeNull();
  });

  it('staff are Secretaria and Administrador only', () => {
    expect(ehStaff([perfil(1, TIPO_PERFIL.SECRETARIA)])).toBe(true);
    expect(ehStaff([perfil(1, TIPO_PERFIL.FISCALIZACAO)])).toBe(false);
  });
});
