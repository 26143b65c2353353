/**
 * ONE PIECE CARD GAME conformance: one case per numbered rule of 001 §6, §7, §8-1-3-4, §9 and §10 that a
 * scenario can show ("scenario → ruling"), and §11-1 (infinite loops), pending with a reason where it cannot run.
 */
import type { ConformanceCase } from '../../src/core/conformance.ts';
import { battleCases } from './battle.ts';
import { keywordCases } from './keywords.ts';
import { lifeCases } from './life.ts';
import { loopCases } from './loops.ts';
import { replacementCases } from './replacement.ts';
import { ruleCases } from './rules.ts';
import { turnCases } from './turn.ts';
import { valueCases } from './values.ts';

export const cases: ConformanceCase[] = [
  ...turnCases,
  ...battleCases,
  ...ruleCases,
  ...keywordCases,
  ...valueCases,
  ...lifeCases,
  ...replacementCases,
  ...loopCases,
];
