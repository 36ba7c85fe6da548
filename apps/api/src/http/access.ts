import type { Acao, FeatureTitle } from '@rcc/domain';

/**
 * What a route needs (DESIGN §3). Every route declares one; the access hook enforces it and the
 * app refuses to start when a route has none.
 * - public: no session.
 * - authenticated: any session (or API key).
 * - feature: the feature title + action, the same pair the screen checks.
 * - anyOf: at least one of the pairs.
 * - perEntity: the generic find decides from the entity registry.
 */
export type Access =
  | { public: true }
  | { authenticated: true }
  | { feature: FeatureTitle; acao: Acao }
  | { anyOf: ReadonlyArray<{ feature: FeatureTitle; acao: Acao }> }
  | { perEntity: true };

export const PUBLIC: Access = { public: true };
export const AUTHENTICATED: Access = { authenticated: true };
export const need = (feature: FeatureTitle, acao: Acao): Access => ({ feature, acao });
export const needAny = (...pairs: Array<[FeatureTitle, Acao]>): Access => ({
  anyOf: pairs.map(([feature, acao]) => ({ feature, acao })),
});

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}
