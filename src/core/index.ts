/** The Toolformer method as plain functions: no DOM, no model library. */
export * from './syntax.ts';
export * from './loss.ts';
export * from './placement.ts';
export * from './positions.ts';
export * from './distribution.ts';
export * from './rng.ts';
export * from './model.ts';
export * from './sampling.ts';
export * from './decode.ts';
export * from './augment.ts';
