export * from './rng';
export * from './toHit';
export * from './roller';
