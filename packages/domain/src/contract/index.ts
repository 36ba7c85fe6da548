export * from './envelope';
export * from './saude';
export * from './veiculos';
export * from './ocorrencias';
export * from './usuarios';
export * from './perfis';
export * from './arquivos';
export * from './ctr';
