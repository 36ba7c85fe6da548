/**
 * Layering rules enforced in `npm test` (issue #13): DESIGN §1 and §7 as a tool checks them.
 * Run: `npm run check:boundaries`.
 */
module.exports = {
  forbidden: [
    {
      name: 'sem-ciclos',
      comment: 'Nenhum ciclo de importação (nem só de tipos).',
      severity: 'error',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
    {
      name: 'dominio-isolado',
      comment: 'packages/domain não importa nada do projeto além de si mesmo.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^(apps|e2e|bench)/' },
    },
    {
      name: 'web-feature-para-outra-feature',
      comment: 'Uma feature do web não importa outra feature: o que é comum vai para apps/web/src/shared.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-feature-para-app',
      comment: 'Uma feature não importa o shell (apps/web/src/app): o shell compõe as features.',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-shared-para-feature',
      comment: 'O que é compartilhado (shared/) não depende de uma feature nem do shell.',
      severity: 'error',
      from: { path: '^apps/web/src/shared/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'api-queries-de-outro-modulo',
      comment: 'Um módulo da API chama o service de outro módulo, nunca as queries dele (DESIGN §7).',
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: { path: '^apps/api/src/modules/.+/queries[.]ts$', pathNot: '^apps/api/src/modules/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|/dist/)' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
