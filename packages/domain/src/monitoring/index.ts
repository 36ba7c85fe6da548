export * from './ocorrencia';
export * from './anexos';
export * from './schemas';
export * from './mensagem';
