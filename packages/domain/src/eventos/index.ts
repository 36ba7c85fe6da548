export * from './catalogo';
