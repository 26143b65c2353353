/** The "Super Quant" archetype (0xdc; "Super Quantum" 0x10dc is a part of it): what its cards share. */
import { and, isMonster, ofArchetype, type CardFilter, type EventFilter } from '../dsl/index.ts';

export const SUPER_QUANT = 0xdc;

/** 'a "Super Quant" card' (003 §3.3.1: by its current name). */
export const superQuantCard: CardFilter = ofArchetype(SUPER_QUANT);

/** 'a "Super Quant" monster'. */
export const superQuantMonster: CardFilter = and(isMonster, ofArchetype(SUPER_QUANT));

/** "When/If this card is Normal or Special Summoned" (not Flip Summoned, 003 §3.3.2). */
export const thisNormalOrSpecialSummoned: EventFilter = (ctx, ev) =>
  ev.uid === ctx.self.uid && ev.stamp === ctx.self.stamp && ctx.self.summon !== 'flip';

/** "If this card is sent to the GY" (from anywhere): answered from the GY while it is still there (003 §3.4.3). */
export const thisSentToGy: EventFilter = (ctx, ev) =>
  ev.uid === ctx.self.uid && ev.stamp === ctx.self.stamp && ctx.self.location === 'gy';
