export * from './admin-schemas';
export { EMAIL_PATTERN } from './fields';
export * from './messages';
export * from './rules';
export * from './schemas';
