export * from './admin-schemas';
export * from './cpf-cnpj';
export { EMAIL_PATTERN } from './fields';
export * from './messages';
export * from './rules';
export * from './schemas';
