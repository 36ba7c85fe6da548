export * from './charts';
export * from './machine';
export * from './rules';
export * from './scope';
export * from './status';
export * from './transitions';
export * from './types';
export * from './weighing';
