import crypto from 'node:crypto';
import type { Queryable } from '../client';
import { sql } from '../sql';

/** A 1×1 PNG, the demo occurrences' photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const userId = async (tx: Queryable, email: string) =>
  (await tx.query<{ id: number }>(sql`SELECT id FROM usuario WHERE lower(email) = ${email}`))[0]!.id;

/**
 * Demo occurrences and a message (spec 3), run inside seedDemo's transaction. The demo transporter
 * has already read the message, so the popup stays out of the way of the other journeys.
 */
export async function seedDemoMonitoring(tx: Queryable): Promise<void> {
  const cidadao = await userId(tx, 'cidadao@rcc.demo');
  const fiscal = await userId(tx, 'fiscal@rcc.demo');
  const secretaria = await userId(tx, 'secretaria@rcc.demo');
  const transportador = await userId(tx, 'transportador@rcc.demo');
  const [cacamba] = await tx.query<{ id: number }>(
    sql`SELECT id FROM cacamba WHERE numero_identificacao = 'TC-0001'`,
  );
  const [veiculo] = await tx.query<{ id: number }>(sql`SELECT id FROM veiculo WHERE placa = 'ABC1D23'`);
  const sha = crypto.createHash('sha256').update(PNG).digest('hex');
  const foto = async () =>
    (
      await tx.query<{
        id: number;
      }>(sql`INSERT INTO anexo (nome_arquivo, content_type, tamanho, sha256, conteudo)
        VALUES ('ocorrencia.png', 'image/png', ${PNG.length}, ${sha}, ${PNG}) RETURNING id`)
    )[0]!.id;

  await tx.query(sql`
    INSERT INTO ocorrencia (id_usuario_registro, data_hora_registro, irregularidade_com, situacao, local,
      descricao_irregularidade, id_cacamba, lon, lat, id_anexo_foto)
    VALUES (${cidadao}, now() - interval '2 days', 'Caçamba', 'Aguardando resposta',
      'CNB 12, Taguatinga Centro, Brasília - DF', 'Caçamba estacionada em local inadequado', ${cacamba!.id},
      -48.0571, -15.8358, ${await foto()})`);
  await tx.query(sql`
    INSERT INTO ocorrencia (id_usuario_registro, data_hora_registro, irregularidade_com, situacao, improcedente, local,
      resposta_orgao, descricao_irregularidade, id_veiculo, placa_veiculo, lon, lat, id_anexo_foto, id_usuario_resposta,
      data_hora_resposta)
    VALUES (${cidadao}, now() - interval '10 days', 'Transporte', 'Respondida', 'N',
      'QNN 30, Ceilândia Norte, Brasília - DF', 'O veículo foi autuado pela fiscalização no mesmo dia.',
      'Veículo com excesso de resíduo', ${veiculo!.id}, 'ABC1D23', -48.1079, -15.8111, ${await foto()}, ${fiscal},
      now() - interval '8 days')`);
  await tx.query(sql`
    INSERT INTO ocorrencia (id_usuario_registro, data_hora_registro, irregularidade_com, situacao, local,
      descricao_irregularidade, identificacao_cacamba, resposta_orgao, lon, lat, id_anexo_foto, id_usuario_resposta)
    VALUES (${fiscal}, now() - interval '1 day', 'Caçamba', 'Em andamento', 'SBN Quadra 1, Asa Norte, Brasília - DF',
      'Caçamba sem CTR', 'Caçamba azul sem numeração', 'Equipe a caminho para vistoria.', -47.8831, -15.7871,
      ${await foto()}, ${fiscal})`);

  const [msg] = await tx.query<{ id: number }>(sql`
    INSERT INTO mensagem (titulo, mensagem, ativa, id_usuario_criacao)
    VALUES ('Atualização da documentação do CLTRCC',
      '<p>Prezados transportadores,</p><p>Lembramos que a <strong>licença do CLTRCC</strong> deve ser renovada antes do vencimento. Envie os documentos pela opção <em>Documentos</em>.</p>',
      'S', ${secretaria}) RETURNING id`);
  await tx.query(
    sql`INSERT INTO mensagem_tipo_perfil (id_mensagem, id_tipo_perfil) VALUES (${msg!.id}, 2), (${msg!.id}, 9)`,
  );
  await tx.query(sql`INSERT INTO leitura_mensagem (id_mensagem, id_usuario, id_usuario_perfil)
    VALUES (${msg!.id}, ${transportador}, (SELECT id FROM usuario_perfil WHERE id_usuario = ${transportador} LIMIT 1))`);
}
