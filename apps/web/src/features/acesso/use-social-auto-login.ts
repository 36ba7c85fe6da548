import { useEffect } from 'react';
import type { SelfRegistrationResult } from '../../shared/cadastro/types';
import { SOCIAL_AUTO_LOGIN_MS, socialStartUrl } from '../../shared/auth/social';

/**
 * Spec 1 §2.2: when the registration has a person, a social id, and the person is natural, the
 * login follows automatically after 2 s (through the provider again, for that person).
 */
export function useSocialAutoLogin(
  result:
    | (Pick<SelfRegistrationResult, 'socialId'> & {
        pessoa: Pick<SelfRegistrationResult['pessoa'], 'id' | 'tipoPessoa'>;
      })
    | null,
  go: (url: string) => void,
) {
  useEffect(() => {
    const provider = result?.socialId;
    const pessoa = result?.pessoa;
    if (!provider || pessoa?.tipoPessoa !== 'F') return;
    const timer = setTimeout(() => go(socialStartUrl(provider, pessoa.id)), SOCIAL_AUTO_LOGIN_MS);
    return () => clearTimeout(timer);
  }, [result, go]);
}
