export * from './rng.ts';
export * from './decision.ts';
export * from './game.ts';
export * from './agents.ts';
export * from './replay.ts';
export * from './match.ts';
export * from './conformance.ts';
export * from './module.ts';
