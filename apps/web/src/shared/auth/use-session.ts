import type { Acao, FeatureTitle } from '@rcc/domain/features';
import { can } from '@rcc/domain/permissions';
import { useSyncExternalStore } from 'react';
import { isLoggedIn, sessionStore } from './session-store';
import type { SessionState } from './types';

export function useSession(): SessionState & { isLoggedIn: boolean } {
  const state = useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getState);
  return { ...state, isLoggedIn: isLoggedIn(state) };
}

/** Same check the server makes (DESIGN §7): the web hides, the server refuses. */
export function useCan(feature: FeatureTitle | string, acao: Acao): boolean {
  const { user } = useSession();
  return can(user?.rights, feature, acao);
}
