import type { fichaVerificacaoResult } from '@rcc/domain';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { prepared, type SqlFragment, sql } from '../../db/sql';

type FichaVerificacao = z.output<typeof fichaVerificacaoResult>;

export interface FichaRow {
  id: number;
  situacao: string;
  codigoVerificacao: string;
  naoSolicitado: string;
  dataHoraSolicitacao: Date;
  dataHoraEnvio: Date | null;
  dataHoraAlocacao: Date | null;
  dataHoraRetirada: Date | null;
  dataHoraPesagem: Date | null;
  dataHoraRecebimento: Date | null;
  quantidadeCacambas: number;
  volumeAproximadoM3: number | null;
  observacao: string | null;
  nomeGerador: string;
  cpfCnpjGerador: string;
  celularGerador: string | null;
  nomeObra: string;
  enderecoObra: string | null;
  numeroObra: string | null;
  complementoObra: string | null;
  bairroObra: string | null;
  cepObra: string | null;
  municipioObra: string | null;
  ufObra: string | null;
  nomeTransportador: string;
  cpfCnpjTransportador: string;
  placa: string | null;
  tipoVeiculo: string | null;
  poliguindaste: string | null;
  numeroIdentificacaoCacamba: string | null;
  tipoResiduo: string | null;
  classeMaterial: string | null;
  nomeDestinoFinal: string | null;
  localidade: string | null;
  enviarPara: string | null;
  observacaoTriagem: string | null;
  residuos: { tipo: string; classe: string; volume: number }[];
  historico: {
    dataHora: string;
    acao: string;
    de: string | null;
    para: string;
    motivo: string | null;
    usuario: string | null;
  }[];
  triados: { tipo: string; volume: number }[];
}

/** Everything the CTR sheet prints, one row per CTR, restricted by `scope` (over alias v). */
export function findFichas(db: Queryable, ids: readonly number[], scope: SqlFragment | null) {
  return db.query<FichaRow>(sql`
    SELECT v.id, v.situacao, st.codigo_verificacao AS "codigoVerificacao", v.nao_solicitado AS "naoSolicitado",
      v.data_hora_solicitacao AS "dataHoraSolicitacao", v.data_hora_envio AS "dataHoraEnvio",
      v.data_hora_alocacao AS "dataHoraAlocacao", v.data_hora_retirada AS "dataHoraRetirada",
      v.data_hora_pesagem AS "dataHoraPesagem", v.data_hora_recebimento AS "dataHoraRecebimento",
      v.quantidade_cacambas AS "quantidadeCacambas", v.volume_aproximado_m3 AS "volumeAproximadoM3", v.observacao,
      v.nome_gerador AS "nomeGerador", v.cpf_cnpj_gerador AS "cpfCnpjGerador", v.celular_gerador AS "celularGerador",
      v.nome_obra AS "nomeObra", v.endereco_obra AS "enderecoObra", v.numero_obra AS "numeroObra",
      v.complemento_obra AS "complementoObra", v.bairro_obra AS "bairroObra", v.cep_obra AS "cepObra",
      m.nome AS "municipioObra", m.uf AS "ufObra",
      v.nome_transportador AS "nomeTransportador", v.cpf_cnpj_transportador AS "cpfCnpjTransportador",
      v.placa, v.tipo_veiculo AS "tipoVeiculo", v.poliguindaste,
      v.numero_identificacao_cacamba AS "numeroIdentificacaoCacamba", v.tipo_residuo AS "tipoResiduo",
      v.classe_material AS "classeMaterial", v.nome_destino_final AS "nomeDestinoFinal", l.nome AS localidade,
      v.enviar_para AS "enviarPara", tg.observacao AS "observacaoTriagem",
      (SELECT coalesce(jsonb_agg(jsonb_build_object('tipo', tr.nome, 'classe', cm.classe, 'volume', r.volume_aproximado_m3)
          ORDER BY r.id), '[]'::jsonb)
        FROM solicitacao_transporte_residuo r JOIN tipo_residuo tr ON tr.id = r.id_tipo_residuo
        JOIN classe_material cm ON cm.id = tr.id_classe_material WHERE r.id_solicitacao_transporte = v.id) AS residuos,
      (SELECT coalesce(jsonb_agg(jsonb_build_object('dataHora', h.data_hora, 'acao', h.acao, 'de', h.situacao_de,
          'para', h.situacao_para, 'motivo', h.motivo, 'usuario', u.nome) ORDER BY h.id), '[]'::jsonb)
        FROM historico_ctr h LEFT JOIN usuario u ON u.id = h.id_usuario WHERE h.id_solicitacao_transporte = v.id) AS historico,
      (SELECT coalesce(jsonb_agg(jsonb_build_object('tipo', tr.nome, 'volume', x.volume_aproximado_m3) ORDER BY x.id), '[]'::jsonb)
        FROM triagem_residuo x JOIN tipo_residuo tr ON tr.id = x.id_tipo_residuo WHERE x.id_triagem = tg.id) AS triados
    FROM view_solicitacao_transporte v
    JOIN solicitacao_transporte st ON st.id = v.id
    LEFT JOIN municipio m ON m.cod_ibge = v.cod_ibge_obra
    LEFT JOIN localidade l ON l.id = v.id_localidade
    LEFT JOIN triagem tg ON tg.id = v.id_triagem
    WHERE v.id = ANY(${[...ids]}::bigint[]) ${scope ? sql`AND ${scope}` : sql``}
    ORDER BY v.id`);
}

/** Public check of a sheet by its code (GET FichaCTR/verificar/:codigo). */
export async function findByCodigo(db: Queryable, codigo: string) {
  // One indexed lookup on a public route: prepared once per pooled connection (planning cost more).
  const [row] = await db.query<FichaVerificacao>(
    prepared(sql`
    SELECT id, situacao, data_hora_solicitacao AS "dataHoraSolicitacao", data_hora_envio AS "dataHoraEnvio",
      data_hora_alocacao AS "dataHoraAlocacao", data_hora_retirada AS "dataHoraRetirada",
      data_hora_pesagem AS "dataHoraPesagem", data_hora_recebimento AS "dataHoraRecebimento",
      (SELECT max(h.data_hora) FROM historico_ctr h WHERE h.id_solicitacao_transporte = st.id) AS "dataHoraUltimaAlteracao"
    FROM solicitacao_transporte st WHERE codigo_verificacao = ${codigo}`),
  );
  return row ?? null;
}
