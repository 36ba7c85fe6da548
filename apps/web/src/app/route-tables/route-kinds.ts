/** A login or public panel: no login needed, no layout, not in the menu. */
export const auth = { public: true, hideLayout: true, hideFromMenu: true } as const;
/** The "consulta" right of a feature: enough to open its screen. */
export const c = 'consulta' as const;
