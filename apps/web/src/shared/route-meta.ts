import type { ComponentType } from 'react';
import type { Acao, FeatureTitle } from '@rcc/domain/features';
import { createContext } from 'react';

/** What a route declares (spec 1 §2.1). */
export interface RouteMeta {
  /** Feature title checked with can(); required unless `public` or `guest`. */
  title?: FeatureTitle;
  acao?: Acao;
  /** Title shown in the top bar when it differs from the feature title. */
  label?: string;
  /** No login required. */
  public?: boolean;
  /** Only for visitors: a logged-in user is sent to '/'. */
  guest?: boolean;
  hideLayout?: boolean;
  hideFromMenu?: boolean;
}

export const RouteMetaContext = createContext<RouteMeta | null>(null);

/** One line of the SPA's route table (app/routes.tsx): the address, its screen and its meta. */
export interface AppRoute extends RouteMeta {
  path: string;
  screen: ComponentType;
}
