// Writes docs/permissoes.md from the default permission table in packages/domain (run with tsx).
import fs from 'node:fs';
import { DEFAULT_GRANTS, FEATURES, TIPOS_PERFIL } from '../packages/domain/src/index';

const abbrev = { consulta: 'C', inclui: 'I', altera: 'A', exclui: 'E' } as const;
const tipos = TIPOS_PERFIL.map((t) => `${t.id} ${t.descricao} (${t.tipo === 'F' ? 'PF' : 'PJ'})`);
let out = '# Permissões padrão por tipo de perfil\n\n';
out += 'Gravadas na primeira partida (tabela `permissao`); depois, quem altera é o administrador em ';
out += '**Gerenciar permissões**. C = consulta, I = inclui, A = altera, E = exclui. ';
out += 'Transportadores recebem também "Editar meus dados" e "Documentos" (espec. 1 §6).\n\n';
out += `| Funcionalidade | ${tipos.join(' | ')} |\n|---|${tipos.map(() => '---').join('|')}|\n`;
for (const f of FEATURES) {
  const cells = TIPOS_PERFIL.map((t) => {
    const acoes = DEFAULT_GRANTS[t.id]?.[f.descricao] ?? [];
    return (
      acoes
        .filter((a) => f.acoes.includes(a))
        .map((a) => abbrev[a])
        .join('') || '—'
    );
  });
  out += `| ${f.descricao}${f.publico ? ' (pública)' : ''} | ${cells.join(' | ')} |\n`;
}
fs.writeFileSync(new URL('../docs/permissoes.md', import.meta.url), out);
console.log('docs/permissoes.md atualizado');
