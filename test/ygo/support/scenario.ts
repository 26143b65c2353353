/** The YGO scenario builder lives in src (the conformance cases use it too); tests import it from here. */
export * from '../../../src/ygo/scenario.ts';
