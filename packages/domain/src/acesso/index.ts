export * from './cadastro';
export * from './messages';
export * from './schemas';
