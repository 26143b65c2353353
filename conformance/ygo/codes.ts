/** The card references of the conformance cases: the project's one table (src/ygo/cards/refs.ts). */
export { C } from '../../src/ygo/cards/refs.ts';
