import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import { publicar } from './publicar';

/**
 * A document's validation result (V or P) as an event; 'N' (not analysed) tells nobody anything.
 * Called in the transaction that wrote the document's status.
 */
export async function publicarValidacaoDocumento(
  tx: Queryable,
  idArquivo: number,
  situacao: string,
  motivo: string | null | undefined,
  autor: number | null,
): Promise<void> {
  if (situacao !== 'V' && situacao !== 'P') return;
  const [a] = await tx.query<{ idPerfil: number; idPessoa: number; tipo: string }>(sql`
    SELECT a.id_perfil AS "idPerfil", pf.id_pessoa AS "idPessoa", ta.descricao AS tipo
    FROM arquivo a JOIN perfil pf ON pf.id = a.id_perfil JOIN tipo_arquivo ta ON ta.id = a.id_tipo_arquivo
    WHERE a.id = ${idArquivo}`);
  if (!a) return;
  const base = { idArquivo, ...a };
  await publicar(
    tx,
    situacao === 'V'
      ? { tipo: 'documento.validado', payload: base }
      : { tipo: 'documento.recusado', payload: { ...base, motivo: motivo ?? null } },
    autor,
  );
}

/** A registration became Ativo (validated), or was left Pendente / Inativo by the authority. */
export async function publicarSituacaoPessoa(
  tx: Queryable,
  r: { idPessoa: number; idPerfil: number | null; situacao: string; justificativa?: string | null },
  autor: number | null,
): Promise<void> {
  await publicar(
    tx,
    r.situacao === 'Ativo'
      ? { tipo: 'pessoa.validada', payload: { idPessoa: r.idPessoa, idPerfil: r.idPerfil } }
      : {
          tipo: 'pessoa.recusada',
          payload: {
            idPessoa: r.idPessoa,
            idPerfil: r.idPerfil,
            situacao: r.situacao,
            justificativa: r.justificativa ?? null,
          },
        },
    autor,
  );
}
