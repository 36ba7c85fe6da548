import type { Page } from 'playwright-core';
import { apiCall as call, DEMO_PASSWORD } from './browser';

/**
 * The offline journeys' setup through the API (issue #16): the demo actors, CTRs brought to the
 * status the field screen needs, and what the server holds afterwards (status, history rows).
 */

export const PLACA = 'ABC1D23';
export const TOKEN = '123456';
const BASCULANTE = { placa: 'JKL2E34', token: '654321' };

export async function login(email: string) {
  const { rows } = await call<{ rows: { id: number }[] }>('POST', '/api/find-available-pessoa', { email });
  const data = await call<{ token: string; user: { perfis: { id: number; idTipoPerfil: number }[] } }>(
    'POST',
    '/api/login',
    { username: email, password: DEMO_PASSWORD, idPessoa: rows[0]!.id },
  );
  return { token: data.token, perfil: data.user.perfis[0]!.id };
}

export interface Atores {
  gerador: { token: string; perfil: number };
  transportador: { token: string };
  admin: { token: string };
  idObra: number;
  idVeiculo: number;
  idTransportador: number;
  idDestino: number;
}

/** The demo generator, transporter (its Basculante) and admin; the ATT in Ceilândia as destination. */
export async function prepararAtores(): Promise<Atores> {
  const [gerador, transportador, admin] = await Promise.all([
    login('gerador@rcc.demo'),
    login('transportador@rcc.demo'),
    login('admin@rcc.demo'),
  ]);
  const obras = await call<{ rows: { id: number }[] }>(
    'POST',
    '/api/Obra/find',
    { where: {} },
    gerador.token,
  );
  const veiculo = await call<{ id: number; idPerfil: number }>(
    'GET',
    `/api/destinoRapido/findVeiculo/${BASCULANTE.placa}/${BASCULANTE.token}`,
  );
  const destinos = await call<{ rows: { id: number; nomeRazaoSocial: string }[] }>(
    'GET',
    `/api/destinoRapido/destinoFinal?placa=${PLACA}&token=${TOKEN}`,
  );
  return {
    gerador,
    transportador,
    admin,
    idObra: obras.rows[0]!.id,
    idVeiculo: veiculo.id,
    idTransportador: veiculo.idPerfil,
    idDestino: destinos.rows.find((d) => d.nomeRazaoSocial === 'ATT Ceilândia Reciclagem Ltda')!.id,
  };
}

/** A CTR taken through request → accept → allocate, on the Basculante (no 30 min wait to remove). */
export async function ctrAlocada(a: Atores): Promise<number> {
  const { id } = await call<{ id: number }>(
    'POST',
    '/api/SolicitacaoTransporte',
    {
      idObra: a.idObra,
      idGerador: a.gerador.perfil,
      idTransportador: a.idTransportador,
      idResiduoPredominante: 1,
      quantidadeCacambas: 1,
      volumeAproximadoM3: 3,
      residuos: [{ idTipoResiduo: 1, volumeAproximadoM3: 3 }],
    },
    a.gerador.token,
  );
  const t = a.transportador.token;
  await call(
    'PUT',
    `/api/avaliar_solicitacao/${id}`,
    { avaliacao: true, veiculo: a.idVeiculo, type: 'Basculante' },
    t,
  );
  await call(
    'PUT',
    `/api/alocar_cacamba/${id}`,
    { situacao: 'Alocada', idObra: a.idObra, idVeiculo: a.idVeiculo },
    t,
  );
  return id;
}

/** The bin of an allocated CTR is removed towards the ATT (status Retirada; the vehicle is free again). */
export async function retirar(a: Atores, id: number): Promise<void> {
  await call(
    'PUT',
    `/api/retirar_cacamba/${id}`,
    {
      situacao: 'Retirada',
      idVeiculo: a.idVeiculo,
      idDestinoFinal: a.idDestino,
      idResiduoPredominante: 1,
      residuos: [{ idTipoResiduo: 1, volume: 3 }],
    },
    a.transportador.token,
  );
}

/** A CTR allocated and then removed towards the ATT (status Retirada). */
export async function ctrRetirada(a: Atores): Promise<number> {
  const id = await ctrAlocada(a);
  await retirar(a, id);
  return id;
}

/** The CTR's transporter asks to cancel it (the status leaves the gate's reach meanwhile). */
export const pedirCancelamento = (a: Atores, id: number) =>
  call(
    'PUT',
    `/api/SolicitarCancelamentoSolicitacao/${id}`,
    { motivoSolCancelamento: 'Carga desistida pelo gerador' },
    a.transportador.token,
  );

/**
 * The authority accepts a requested cancellation (→ Cancelada). The offline journeys end with it so
 * the Basculante's last CTR is a finished one: a vehicle whose last CTR waits for the authority is
 * not offered to the journeys that accept a request with it next (teclado, notificações).
 */
export const aceitarCancelamento = (a: Atores, id: number) =>
  call('PUT', `/api/SolicitacaoTransporteAceitar/${id}`, {}, a.admin.token);

/**
 * A journey that stops at Enviada or Alocada gives its vehicle back: the demo transporter asks to
 * cancel the CTR and the authority accepts (→ Cancelada), so the vehicle is offered again.
 */
export async function encerrarPorCancelamento(id: number): Promise<void> {
  const [transportador, admin] = [await login('transportador@rcc.demo'), await login('admin@rcc.demo')];
  await call(
    'PUT',
    `/api/SolicitarCancelamentoSolicitacao/${id}`,
    { motivoSolCancelamento: 'Fim da jornada de teste' },
    transportador.token,
  );
  await call('PUT', `/api/SolicitacaoTransporteAceitar/${id}`, {}, admin.token);
}

/** History rows of one action on a CTR. */
export async function historico(admin: string, id: number, acao: string) {
  const r = await call<{ rows: unknown[] }>(
    'POST',
    '/api/HistoricoCtr/find',
    { where: { idSolicitacaoTransporte: id, acao }, limit: 100 },
    admin,
  );
  return r.rows.length;
}

export async function situacao(admin: string, id: number) {
  const r = await call<{ rows: { situacao: string }[] }>(
    'POST',
    '/api/SolicitacaoTransporte/find',
    { where: { id }, fields: ['id', 'situacao'] },
    admin,
  );
  return r.rows[0]?.situacao;
}

/** Waits until the service worker (precache installed) controls the page: it then opens offline. */
export async function controladaPeloServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}
