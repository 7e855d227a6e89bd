export * from './schema';
export * from './validate';
export * from './battle';
export * from './report';
export * from './league';
export * from './progress';
export * from './bundled';
