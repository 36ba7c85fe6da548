import { hashPassword } from '../../lib/password';
import { newVerificationCode } from '../../lib/tokens';
import type { Db, Queryable } from '../client';
import { sql } from '../sql';
import { seedDemoMonitoring } from './demo-monitoring';

export const DEMO_PASSWORD = 'Rcc@2026';

interface DemoPessoa {
  key: string;
  tipoPessoa: 'F' | 'J';
  cpfCnpj: string;
  nome: string;
  email: string;
  userCpf: string;
  userName: string;
  tipoPerfil: number;
  perfil?: Record<string, unknown>;
  bairro: string;
  endereco: string;
  cep: string;
  lon: number;
  lat: number;
}

/** DESIGN §4 demo logins; every CPF/CNPJ is valid. */
const DEMO_PESSOAS: DemoPessoa[] = [
  {
    key: 'admin',
    tipoPessoa: 'F',
    cpfCnpj: '52998224725',
    nome: 'Ana Administradora',
    email: 'admin@rcc.demo',
    userCpf: '52998224725',
    userName: 'Ana Administradora',
    tipoPerfil: 10,
    perfil: { matricula: 'ADM-0001' },
    bairro: 'Asa Norte',
    endereco: 'SCS Quadra 8, Bloco B-50',
    cep: '70333900',
    lon: -47.8825,
    lat: -15.7942,
  },
  {
    key: 'secretaria',
    tipoPessoa: 'F',
    cpfCnpj: '11144477735',
    nome: 'Sérgio Secretaria SLU',
    email: 'secretaria@rcc.demo',
    userCpf: '11144477735',
    userName: 'Sérgio Secretaria SLU',
    tipoPerfil: 4,
    perfil: { matricula: 'SLU-2026-014' },
    bairro: 'Asa Sul',
    endereco: 'SCS Quadra 8',
    cep: '70333900',
    lon: -47.8919,
    lat: -15.7975,
  },
  {
    key: 'transportador',
    tipoPessoa: 'J',
    cpfCnpj: '11222333000181',
    nome: 'Transportes Candango Ltda',
    email: 'transportador@rcc.demo',
    userCpf: '39053344705',
    userName: 'Tiago Transportador',
    tipoPerfil: 2,
    perfil: { forma_cobranca: 1 },
    bairro: 'Setor de Indústria e Abastecimento',
    endereco: 'SIA Trecho 3, Lote 1200',
    cep: '71200030',
    lon: -47.9541,
    lat: -15.8027,
  },
  {
    key: 'gerador',
    tipoPessoa: 'F',
    cpfCnpj: '12345678909',
    nome: 'Maria Aparecida da Silva',
    email: 'gerador@rcc.demo',
    userCpf: '12345678909',
    userName: 'Maria Aparecida da Silva',
    tipoPerfil: 8,
    bairro: 'Águas Claras',
    endereco: 'Rua 12 Norte, Lote 4',
    cep: '71908720',
    lon: -48.0263,
    lat: -15.8344,
  },
  {
    key: 'destino',
    tipoPessoa: 'J',
    cpfCnpj: '45278196000119',
    nome: 'ATT Ceilândia Reciclagem Ltda',
    email: 'destino@rcc.demo',
    userCpf: '98765432100',
    userName: 'Denise Destino',
    tipoPerfil: 3,
    perfil: { tipo_destino_final: 'ATT', capacidade_maxima_suportada: 5000, id_localidade: 9 },
    bairro: 'Ceilândia Norte',
    endereco: 'QNN 30, Área Especial',
    cep: '72225300',
    lon: -48.1085,
    lat: -15.8103,
  },
  {
    key: 'fiscal',
    tipoPessoa: 'F',
    cpfCnpj: '24681357928',
    nome: 'Fábio Fiscal AGEFIS',
    email: 'fiscal@rcc.demo',
    userCpf: '24681357928',
    userName: 'Fábio Fiscal AGEFIS',
    tipoPerfil: 5,
    perfil: { orgao: 'AGEFIS', matricula: 'AGF-7781' },
    bairro: 'Setor Bancário Norte',
    endereco: 'SBN Quadra 1',
    cep: '70040010',
    lon: -47.8828,
    lat: -15.7866,
  },
  {
    key: 'cidadao',
    tipoPessoa: 'F',
    cpfCnpj: '13579246828',
    nome: 'Carlos Cidadão',
    email: 'cidadao@rcc.demo',
    userCpf: '13579246828',
    userName: 'Carlos Cidadão',
    tipoPerfil: 7,
    bairro: 'Taguatinga Centro',
    endereco: 'CNB 12, Casa 5',
    cep: '72115120',
    lon: -48.0577,
    lat: -15.8361,
  },
];

async function insertPessoa(tx: Queryable, p: DemoPessoa, senhaHash: string) {
  const [pessoa] = await tx.query<{ id: number }>(sql`
    INSERT INTO pessoa (tipo_pessoa, cpf_cnpj, nome_razao_social, email, celular, telefone, cep, uf, cod_ibge, bairro,
      endereco, numero, lon, lat, situacao)
    VALUES (${p.tipoPessoa}, ${p.cpfCnpj}, ${p.nome}, ${p.email}, '61991234567', '6133221100', ${p.cep}, 'DF', 5300108,
      ${p.bairro}, ${p.endereco}, 'S/N', ${p.lon}, ${p.lat}, 'Ativo')
    RETURNING id`);
  const extra = p.perfil ?? {};
  const isTransportador = p.tipoPerfil === 2 || p.tipoPerfil === 9;
  const [perfil] = await tx.query<{ id: number }>(sql`
    INSERT INTO perfil (id_pessoa, id_tipo_perfil, situacao_validacao, data_aprovacao, data_validade_cltrcc, codigo_cltrcc,
      matricula, orgao, tipo_destino_final, capacidade_maxima_suportada, forma_cobranca, data_alteracao_forma_cobranca,
      id_localidade)
    VALUES (${pessoa!.id}, ${p.tipoPerfil}, 'A', now(), ${isTransportador ? sql`now() + interval '1 year'` : null},
      ${isTransportador ? newVerificationCode() : null},
      ${(extra.matricula as string) ?? null}, ${(extra.orgao as string) ?? null}, ${(extra.tipo_destino_final as string) ?? null},
      ${(extra.capacidade_maxima_suportada as number) ?? null}, ${(extra.forma_cobranca as number) ?? null},
      ${extra.forma_cobranca !== undefined ? sql`now() - interval '200 days'` : null}, ${(extra.id_localidade as number) ?? null})
    RETURNING id`);
  const [usuario] = await tx.query<{ id: number }>(sql`
    INSERT INTO usuario (id_pessoa, nome, cpf, email, senha_hash, ativo, email_validado, celular, cep, uf, cod_ibge, bairro,
      endereco, numero)
    VALUES (${pessoa!.id}, ${p.userName}, ${p.userCpf}, ${p.email}, ${senhaHash}, 'S', 'S', '61991234567', ${p.cep}, 'DF',
      5300108, ${p.bairro}, ${p.endereco}, 'S/N')
    RETURNING id`);
  await tx.query(
    sql`INSERT INTO usuario_perfil (id_usuario, id_perfil) VALUES (${usuario!.id}, ${perfil!.id})`,
  );
  if (p.tipoPessoa === 'J') {
    await tx.query(sql`
      INSERT INTO responsavel (id_pessoa, tipo_responsavel, responsavel_assinatura_contrato, cpf, rg, nome, profissao, cargo,
        celular, email, cep, uf, cod_ibge, bairro, endereco, numero, ids_tipo_de_perfil)
      VALUES (${pessoa!.id}, 'Representante Legal', true, ${p.userCpf}, '1234567', ${p.userName}, 'Administrador', 'Sócio-gerente',
        '61991234567', ${p.email}, ${p.cep}, 'DF', 5300108, ${p.bairro}, ${p.endereco}, 'S/N', ${[p.tipoPerfil]}::int[])`);
  }
  return { idPessoa: pessoa!.id, idPerfil: perfil!.id, idUsuario: usuario!.id };
}

/** Demo data (DESIGN §4), idempotent: skipped when the demo administrator already exists. */
export async function seedDemo(db: Db): Promise<boolean> {
  const exists = await db.query(sql`SELECT 1 FROM usuario WHERE lower(email) = 'admin@rcc.demo'`);
  if (exists.length) return false;
  const senhaHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const ids: Record<string, { idPessoa: number; idPerfil: number; idUsuario: number }> = {};
    for (const p of DEMO_PESSOAS) ids[p.key] = await insertPessoa(tx, p, senhaHash);
    // What the demo ATT tells the public on "onde descartar" (issue #19); the authority edits it.
    await tx.query(sql`
      UPDATE perfil SET horario_funcionamento = 'Segunda a sexta, 7h às 17h; sábado, 7h às 12h',
        classes_aceitas = '{1,2,6}', limite_pequeno_gerador_m3 = 2
      WHERE id = ${ids.destino!.idPerfil}`);
    const transp = ids.transportador!;
    const [poli] = await tx.query<{ id: number }>(sql`
      INSERT INTO veiculo (id_perfil, placa, marca, modelo, numero_identificacao, renavam, cor, ano, tipo, volume_m3,
        poliguindaste, token)
      VALUES (${transp.idPerfil}, 'ABC1D23', 'Mercedes-Benz', 'Atego 2426', 'TC-001', '12345678901', 'Branco', 2022,
        'Poliguindaste', 10, 'Duplo', '123456') RETURNING id`);
    await tx.query(sql`
      INSERT INTO veiculo (id_perfil, placa, marca, modelo, numero_identificacao, renavam, cor, ano, tipo, volume_m3, token)
      VALUES (${transp.idPerfil}, 'JKL2E34', 'Volkswagen', 'Constellation 24.280', 'TC-002', '10987654321', 'Amarelo', 2021,
        'Basculante', 12, '654321')`);
    // The open demo CTRs (Enviada, Alocada) hold this second Poliguindaste, so that ABC1D23 — the
    // quick-destination demo vehicle — is free to accept a new request (spec 2 §4 availability).
    const [poli2] = await tx.query<{ id: number }>(sql`
      INSERT INTO veiculo (id_perfil, placa, marca, modelo, numero_identificacao, renavam, cor, ano, tipo, volume_m3,
        poliguindaste, token)
      VALUES (${transp.idPerfil}, 'DEF4G56', 'Ford', 'Cargo 2429', 'TC-003', '11223344556', 'Azul', 2020,
        'Poliguindaste', 10, 'Simples', '246810') RETURNING id`);
    const cacambas: number[] = [];
    for (let i = 1; i <= 10; i++) {
      const [c] = await tx.query<{ id: number }>(sql`
        INSERT INTO cacamba (id_perfil, capacidade_m3, numero_identificacao, numero_interno, cep, cod_ibge, uf, bairro, endereco,
          numero, lon, lat)
        VALUES (${transp.idPerfil}, 5, ${`TC-${String(i).padStart(4, '0')}`}, ${`INT-${i}`}, '71200030', 5300108, 'DF',
          'Setor de Indústria e Abastecimento', 'SIA Trecho 3, Lote 1200', '1200', ${-47.9541 + i * 0.0004}, ${-15.8027 + i * 0.0003})
        RETURNING id`);
      cacambas.push(c!.id);
    }
    const [obra] = await tx.query<{ id: number }>(sql`
      INSERT INTO obra (id_gerador, nome_obra, duracao_inicial, duracao_final, possui_alvara, numero_alvara, cep, uf, cod_ibge,
        bairro, endereco, complemento, numero, lon, lat, observacao)
      VALUES (${ids.gerador!.idPerfil}, 'Reforma Residencial Águas Claras', current_date - 30, current_date + 180, 1, 'ALV-2026/0457',
        '71908720', 'DF', 5300108, 'Águas Claras', 'Rua 12 Norte, Lote 4', 'Casa', '4', -48.0263, -15.8344,
        'Reforma de cozinha e banheiros.') RETURNING id`);
    await tx.query(
      sql`INSERT INTO obra_transportador (id_obra, id_perfil) VALUES (${obra!.id}, ${transp.idPerfil})`,
    );
    await tx.query(
      sql`INSERT INTO obra_tipo_residuo (id_obra, id_tipo_residuo, volume) VALUES (${obra!.id}, 1, 10), (${obra!.id}, 5, 5)`,
    );

    // CTRs in several statuses, each with its history, so every screen has rows.
    const steps: Array<{
      situacao: string;
      veiculo?: number;
      cacamba?: number;
      destino?: boolean;
      path: string[];
    }> = [
      { situacao: 'Solicitada', path: ['Solicitada'] },
      { situacao: 'Enviada', veiculo: poli2!.id, cacamba: cacambas[0], path: ['Solicitada', 'Enviada'] },
      {
        situacao: 'Alocada',
        veiculo: poli2!.id,
        cacamba: cacambas[1],
        path: ['Solicitada', 'Enviada', 'Alocada'],
      },
      {
        situacao: 'Retirada',
        veiculo: poli!.id,
        cacamba: cacambas[2],
        destino: true,
        path: ['Solicitada', 'Enviada', 'Alocada', 'Retirada'],
      },
      // ABC1D23 carries one CTR still in transit (to weigh at the quick destination) and, later, one
      // delivered: its last CTR is Destinada, so it is offered again (view_veiculos_disponiveis).
      {
        situacao: 'Destinada',
        veiculo: poli!.id,
        cacamba: cacambas[4],
        destino: true,
        path: ['Solicitada', 'Enviada', 'Alocada', 'Retirada', 'Destinada'],
      },
      { situacao: 'Cancelamento Solicitado', path: ['Solicitada', 'Cancelamento Solicitado'] },
    ];
    for (const [i, s] of steps.entries()) {
      const [ctr] = await tx.query<{ id: number }>(sql`
        INSERT INTO solicitacao_transporte (data_hora_solicitacao, data_hora_envio, data_hora_alocacao, data_hora_retirada,
          data_hora_recebimento, situacao, situacao_anterior, id_obra, id_gerador, id_transportador, id_destino_final, id_veiculo,
          id_cacamba, id_residuo_predominante, quantidade_cacambas, volume_aproximado_m3, motivo_sol_cancelamento,
          codigo_verificacao, id_usuario_solicitante)
        VALUES (now() - ${`${(6 - i) * 2} hours`}::interval,
          ${s.path.includes('Enviada') ? sql`now() - interval '3 hours'` : null},
          ${s.path.includes('Alocada') ? sql`now() - interval '2 hours'` : null},
          ${s.path.includes('Retirada') ? sql`now() - interval '1 hour'` : null},
          ${s.situacao === 'Destinada' ? sql`now() - interval '30 minutes'` : null},
          ${s.situacao}, ${s.situacao === 'Cancelamento Solicitado' ? 'Solicitada' : null}, ${obra!.id}, ${ids.gerador!.idPerfil},
          ${transp.idPerfil}, ${s.destino ? ids.destino!.idPerfil : null}, ${s.veiculo ?? null}, ${s.cacamba ?? null}, 1, 1, 5,
          ${s.situacao === 'Cancelamento Solicitado' ? 'Obra suspensa por decisão judicial' : null}, ${newVerificationCode()},
          ${ids.gerador!.idUsuario})
        RETURNING id`);
      await tx.query(sql`INSERT INTO solicitacao_transporte_residuo (id_solicitacao_transporte, id_tipo_residuo, volume_aproximado_m3)
        VALUES (${ctr!.id}, 1, 5)`);
      let prev: string | null = null;
      for (const st of s.path) {
        await tx.query(sql`INSERT INTO historico_ctr (id_solicitacao_transporte, acao, situacao_de, situacao_para, id_usuario)
          VALUES (${ctr!.id}, ${prev ? 'demo' : 'solicitar'}, ${prev}, ${st}, ${ids.gerador!.idUsuario})`);
        prev = st;
      }
    }
    await seedDemoMonitoring(tx);
    for (const table of ['pessoa', 'perfil', 'usuario', 'veiculo', 'cacamba', 'obra']) {
      await tx.query(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`,
      );
    }
  });
  return true;
}
