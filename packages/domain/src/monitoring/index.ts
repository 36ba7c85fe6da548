export * from './ocorrencia';
export * from './anexos';
