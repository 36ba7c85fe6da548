import { Button, Group } from '@mantine/core';
import { useNavigate } from 'react-router';

/** The footer of a record form: 'Voltar' to the list and, unless read-only, 'Salvar' (submit). */
export function FormActions({
  backTo,
  readOnly = false,
  saving = false,
}: {
  backTo: string;
  readOnly?: boolean;
  /** A save is on its way (useSave's isPending): the button shows it and cannot be pressed twice. */
  saving?: boolean;
}) {
  const navigate = useNavigate();
  return (
    <Group>
      <Button variant="default" onClick={() => navigate(backTo)}>
        Voltar
      </Button>
      {!readOnly && (
        <Button type="submit" loading={saving}>
          Salvar
        </Button>
      )}
    </Group>
  );
}
