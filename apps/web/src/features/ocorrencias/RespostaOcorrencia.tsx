import { Button, Group, Radio, Stack, Textarea, Tooltip } from '@mantine/core';
import { MSG_MASTER_DATA } from '@rcc/domain/messages/master-data';
import { useState } from 'react';
import { api } from '../../shared/api/client';
import { useSave } from '../../shared/api/use-save';
import { notify } from '../../shared/notify';
import { confirm } from '../../shared/ui/confirm';
import type { Ocorrencia } from './api';
import { Campo, DadosOcorrencia, FotoOcorrencia } from './OcorrenciaDetalhe';

const M = MSG_MASTER_DATA.ocorrencia;

/**
 * Occurrence response view (spec 3 §2): Improcedente Sim/Não, Resposta (max 500), Limpar, Salvar
 * (Em andamento) and Enviar resposta (Respondida, then locked).
 */
export function RespostaOcorrencia({
  o,
  onDone,
  onVoltar,
}: {
  o: Ocorrencia;
  onDone: () => void;
  onVoltar: () => void;
}) {
  const [improcedente, setImprocedente] = useState(o.improcedente ?? '');
  const [resposta, setResposta] = useState(o.respostaOrgao ?? '');
  const locked = o.situacao === 'Respondida';

  const save = useSave({
    save: (situacao: 'Em andamento' | 'Respondida') =>
      api.put(`/Ocorrencia/${o.id}`, {
        respostaOrgao: resposta || null,
        improcedente: improcedente || null,
        situacao,
      }),
    success: (_r, situacao) => (situacao === 'Respondida' ? M.respostaEnviada : M.respostaSalva),
    onSuccess: onDone,
    error: (e, _onForm, situacao) =>
      notify.error((e as Error).message, {
        title: situacao === 'Respondida' ? M.falhaEnviarResposta : M.falhaSalvarResposta,
      }),
  });
  const limpar = async () => {
    if (await confirm({ title: 'Limpar', message: M.confirmarLimpar })) {
      setImprocedente('');
      setResposta('');
    }
  };

  return (
    <Stack gap="sm">
      <FotoOcorrencia path={o.foto} />
      <DadosOcorrencia o={o} />
      <Campo label="Situação">{o.situacao}</Campo>
      <Tooltip
        label="Marque Sim se a ocorrência for improcedente, impossível de entender ou ofensiva; ainda assim registre uma resposta."
        multiline
        w={300}
        events={{ hover: true, focus: true, touch: true }}
        closeDelay={7000}
      >
        <Radio.Group label="Improcedente" value={improcedente} onChange={setImprocedente}>
          <Group mt={4}>
            <Radio value="S" label="Sim" disabled={locked} />
            <Radio value="N" label="Não" disabled={locked} />
          </Group>
        </Radio.Group>
      </Tooltip>
      <Textarea
        label="Resposta"
        maxLength={500}
        rows={4}
        value={resposta}
        onChange={(e) => setResposta(e.currentTarget.value)}
        disabled={locked}
        description={`${resposta.length}/500`}
      />
      <Group>
        <Button variant="default" onClick={onVoltar}>
          Voltar
        </Button>
        {!locked && (
          <>
            <Button variant="light" onClick={() => void limpar()}>
              Limpar
            </Button>
            <Button variant="outline" loading={save.isPending} onClick={() => save.mutate('Em andamento')}>
              Salvar
            </Button>
            <Button
              loading={save.isPending}
              onClick={() => save.mutate('Respondida')}
              disabled={!resposta.trim()}
            >
              Enviar resposta
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}
