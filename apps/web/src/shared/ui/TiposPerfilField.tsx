import { Checkbox, type CheckboxGroupProps, Group } from '@mantine/core';
import { TIPOS_PERFIL } from '@rcc/domain/profiles';

type Props = Omit<CheckboxGroupProps, 'children'> & { disabled?: boolean };

/** A choice of profile types (values are the ids as text), e.g. who sees a message or a video. */
export function TiposPerfilField({ disabled, ...group }: Props) {
  return (
    <Checkbox.Group withAsterisk {...group}>
      <Group mt={4}>
        {TIPOS_PERFIL.map((t) => (
          <Checkbox
            key={t.id}
            value={String(t.id)}
            label={`${t.descricao} (${t.tipo === 'J' ? 'PJ' : 'PF'})`}
            disabled={disabled}
          />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
