export * from './cadastro';
export * from './mascara';
export * from './messages';
export * from './schemas';
