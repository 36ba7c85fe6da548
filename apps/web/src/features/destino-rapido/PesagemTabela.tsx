import { Badge, Box, Button, Text } from '@mantine/core';
import './pesagem-tabela.css';
import type { CtrRapida } from './destino-rapido-api';

export interface LinhaPesagem {
  ctr: CtrRapida;
  /** Kept on the device, not yet on the server (issue #16). */
  pendente?: 'adicionar' | 'remover';
}

/**
 * The vehicle's weighing list; actions still on the device say so in words, not by colour. A plain
 * table, not Mantine's Table, whose scroll container brings the scroll area and floating-ui
 * (~30 KB of gzip) to the gate (issue #16 item 5); it holds at most three rows.
 */
export function PesagemTabela({
  linhas,
  onRemover,
}: {
  linhas: LinhaPesagem[];
  onRemover: (c: CtrRapida) => void;
}) {
  return (
    // Its own keyboard-reachable scroll area on a narrow phone; the page never scrolls sideways.
    <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="CTRs em pesagem (lista)">
      <table className="rcc-pesagem-tabela" aria-label="CTRs em pesagem">
        <caption>CTRs em pesagem</caption>
        <thead>
          <tr>
            <th scope="col">CTR</th>
            <th scope="col">Caçamba</th>
            <th scope="col">Resíduo predominante</th>
            <th scope="col">Ações</th>
          </tr>
        </thead>
        <tbody>
          {linhas.map(({ ctr: c, pendente }) => (
            <tr key={c.id}>
              <td>{c.id}</td>
              <td>{c.cacamba?.numeroIdentificacao ?? ''}</td>
              <td>{c.residuoPredominante?.nome ?? ''}</td>
              <td>
                {pendente ? (
                  <Badge color="yellow" variant="filled">
                    {pendente === 'adicionar' ? 'Pendente de envio' : 'Remoção pendente de envio'}
                  </Badge>
                ) : (
                  <Button
                    size="compact-xs"
                    color="red"
                    variant="light"
                    onClick={() => onRemover(c)}
                    aria-label={`Remover CTR ${c.id}`}
                  >
                    Remover
                  </Button>
                )}
              </td>
            </tr>
          ))}
          {linhas.length === 0 && (
            <tr>
              <td colSpan={4}>
                <Text c="dimmed" size="sm">
                  Nenhuma CTR em pesagem.
                </Text>
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </Box>
  );
}
