import { Alert, Button, Group, Stack } from '@mantine/core';

export interface SelfRegistrationResult {
  /** The registered person (for the automatic login of a social sign-up). */
  pessoa?: { id: number; tipoPessoa: 'F' | 'J' } | null;
  socialId?: string | null;
  /** 'N' when the account waits for e-mail confirmation. */
  ativo?: 'S' | 'N';
}

export interface SelfRegistrationFormProps {
  onFinished: (result: SelfRegistrationResult) => void;
  onCancel: () => void;
}

/**
 * PLACEHOLDER — self-registration (spec 1 §2.2, §2.7): another engineer builds the person form
 * here. Keep this props contract: the login page opens it in the 'Informações Complementares'
 * popup and, from `onFinished`, shows the awaiting-confirmation panel (spec 1 §2.2 outcome).
 */
export function SelfRegistrationForm({ onCancel }: SelfRegistrationFormProps) {
  return (
    <Stack>
      <Alert color="blue" title="Cadastro em construção">
        O formulário de cadastro de novos usuários está sendo implantado. Enquanto isso, procure o atendimento
        do órgão para solicitar o seu cadastro.
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Fechar
        </Button>
      </Group>
    </Stack>
  );
}
