import { sql } from '../../src/db/sql';
import type { TestContext } from '../helpers';

let seq = 0;

function checkDigit(digits: number[], weights: number[]): number {
  const sum = digits.reduce((acc, d, i) => acc + d * weights[i]!, 0);
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

/** A valid CPF (check digits per Receita Federal) derived from a number. */
export function validCpf(n: number): string {
  const base = String(100_000_000 + (n % 800_000_000))
    .split('')
    .map(Number);
  const d1 = checkDigit(base, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = checkDigit([...base, d1], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return [...base, d1, d2].join('');
}

/** A valid CNPJ (matriz 0001) derived from a number. */
export function validCnpj(n: number): string {
  const base = [
    ...String(10_000_000 + (n % 89_999_999))
      .split('')
      .map(Number),
    0,
    0,
    0,
    1,
  ];
  const d1 = checkDigit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = checkDigit([...base, d1], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return [...base, d1, d2].join('');
}

/**
 * A second person with one validated profile of the given type and an active user: "another
 * transporter/generator/citizen" for the object-level tests. No password (sessions are minted).
 */
export async function createPessoaComPerfil(
  t: Pick<TestContext, 'db'>,
  o: { tipoPerfil: number; tipoPessoa: 'F' | 'J'; nome?: string },
): Promise<{ idPessoa: number; idPerfil: number; idUsuario: number; email: string }> {
  const n = (Date.now() % 1_000_000) + ++seq * 7919;
  const doc = o.tipoPessoa === 'F' ? validCpf(n) : validCnpj(n);
  const email = `outro${seq}.${n}@rcc.teste`;
  const nome = o.nome ?? `Outra Pessoa ${seq}`;
  return t.db.transaction(async (tx) => {
    const [p] = await tx.query<{ id: number }>(sql`
      INSERT INTO pessoa (tipo_pessoa, cpf_cnpj, nome_razao_social, email, celular, cep, uf, cod_ibge, bairro, endereco,
        numero, situacao)
      VALUES (${o.tipoPessoa}, ${doc}, ${nome}, ${email}, '61998765432', '70040010', 'DF', 5300108, 'Asa Norte',
        'SBN Quadra 2', '10', 'Ativo') RETURNING id`);
    const [pf] = await tx.query<{ id: number }>(sql`
      INSERT INTO perfil (id_pessoa, id_tipo_perfil, situacao_validacao, data_aprovacao)
      VALUES (${p!.id}, ${o.tipoPerfil}, 'A', now()) RETURNING id`);
    const [u] = await tx.query<{ id: number }>(sql`
      INSERT INTO usuario (id_pessoa, nome, cpf, email, ativo, email_validado)
      VALUES (${p!.id}, ${nome}, ${validCpf(n + 1)}, ${email}, 'S', 'S') RETURNING id`);
    await tx.query(sql`INSERT INTO usuario_perfil (id_usuario, id_perfil) VALUES (${u!.id}, ${pf!.id})`);
    return { idPessoa: p!.id, idPerfil: pf!.id, idUsuario: u!.id, email };
  });
}
