export * from './plans';
export * from './card';
