export * from './errors';
export * from './features';
export * from './permissions';
export * from './profiles';
export * from './masterdata';
