/** What the registration answers (POST /pessoa-api/cadastrar) and the login page reads. */
export interface SelfRegistrationResult {
  message?: string;
  /** The registered person (for the automatic login of a social sign-up). */
  pessoa?: { id: number; tipoPessoa: 'F' | 'J'; situacao?: string } | null;
  /** The social provider the account was created with. */
  socialId?: string | null;
  /** 'N' when the account waits for e-mail confirmation. */
  ativo?: 'S' | 'N';
  aguardandoConfirmacao?: number;
}

/** An unknown social account coming back from the provider (spec 1 §2.2). */
export interface SocialSignup {
  ticket: string;
  provider: string;
  email: string | null;
  nome: string | null;
}
