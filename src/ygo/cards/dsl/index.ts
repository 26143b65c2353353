/**
 * The Yu-Gi-Oh! card vocabulary: everything a card file may use, split by what it holds. Card files import
 * from here only (test/ygo/card-boundary.test.ts), never from rules/ or the state.
 */
export * from './cards.ts';
export * from './filters.ts';
export * from './targets.ts';
export * from './costs.ts';
export * from './events.ts';
export * from './operations.ts';
export * from './summons.ts';
export * from './board.ts';
export * from './ritual.ts';
export * from './union.ts';
export * from './trap-monsters.ts';
export * from './counters.ts';
export * from './de-summon.ts';
