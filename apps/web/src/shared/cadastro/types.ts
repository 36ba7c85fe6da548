import type { CadastroResult } from '@rcc/domain/contract/pessoas';

/** What the registration answers (POST /pessoa-api/cadastrar; the domain contract's schema). */
export type SelfRegistrationResult = CadastroResult;

/** An unknown social account coming back from the provider (spec 1 §2.2). */
export interface SocialSignup {
  ticket: string;
  provider: string;
  email: string | null;
  nome: string | null;
}
