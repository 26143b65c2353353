import type { CardDef } from '../types.ts';
import koakiMeiruOverload from './14309486-koaki-meiru-overload.ts';
import knightmarePhoenix from './2857636-knightmare-phoenix.ts';
import knightmareCerberus from './75452921-knightmare-cerberus.ts';
import knightmareUnicorn from './38342335-knightmare-unicorn.ts';
import kuriboh from './40640057-kuriboh.ts';
import kingPyron from './20438745-king-pyron.ts';

export const cards: CardDef[] = [
  kuriboh,
  kingPyron,
  knightmarePhoenix,
  knightmareCerberus,
  knightmareUnicorn,
  koakiMeiruOverload,
];
