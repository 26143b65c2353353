/** Ritual Spells (003 §3.3.2): `ritualSummon({ level, monster, mustInclude, banishFromGy })` reads like the card's text. */
import { isPendulumMonster, type CardStats } from '../../card-stats.ts';
import { ritualCandidates, ritualSummonStep, type RitualSpec } from '../../rules/ritual.ts';
import type { EffectDef } from '../types.ts';

/** A card's name: the card itself or one "always treated as" it (003 §3.1.2). */
export function named(...codes: number[]): (c: CardStats) => boolean {
  return (c) => codes.some((code) => c.code === code || c.alias === code);
}

/** An archetype, YGOPro's way: the low 12 bits name it, the high 4 a sub-archetype (0x10cf is a "0xcf" card). */
export function archetype(setcode: number): (c: CardStats) => boolean {
  return (c) => (c.setcodes ?? []).some((s) => (s & 0xfff) === (setcode & 0xfff) && (s & setcode) === setcode);
}

/** A Pendulum Monster (003 §3.3.3), by its printed card: "Tribute Pendulum Monsters" (Amorphous Persona). */
export function pendulumMonster(c: CardStats): boolean {
  return isPendulumMonster(c);
}

export interface RitualSummonText {
  label: string;
  /** "whose total Levels exactly equal" ('equal') or "equal … or more" / "equal or exceed" ('at-least'). */
  level: RitualSpec['level'];
  /** Which Ritual Monsters ("used to Ritual Summon 'X'", any "Nekroz" Ritual Monster); any Ritual Monster if omitted. */
  monster?: (c: CardStats) => boolean;
  /** "including 'X' or 'Y'": one Tribute must be one of them. */
  mustInclude?: (c: CardStats) => boolean;
  /** "and/or banish 'X' monsters from your GY" instead of Tributing. */
  banishFromGy?: (c: CardStats) => boolean;
  /** "Tribute <these> monsters": only they may be Tributed (Amorphous Persona: Pendulum Monsters). */
  tribute?: (c: CardStats) => boolean;
}

/**
 * A Ritual Spell's activation: "Ritual Summon 1 Ritual Monster from your hand, by Tributing monsters from your hand or
 * field whose total Levels …" (003 §3.3.2). Activatable only while a Ritual Monster in the hand has a legal Tribute set
 * (003 §3.3.2: "the Spell may be activated if the Ritual monster is in your hand and enough Tributes are").
 */
export function ritualSummon(text: RitualSummonText): EffectDef {
  const spec: RitualSpec = {
    level: text.level,
    monster: text.monster ?? (() => true),
    ...(text.mustInclude ? { mustInclude: text.mustInclude } : {}),
    ...(text.banishFromGy ? { banishFromGy: text.banishFromGy } : {}),
    ...(text.tribute ? { tribute: text.tribute } : {}),
  };
  return {
    label: text.label,
    type: 'activate',
    category: ['ritual-summon', 'special-summon'],
    feasible: (ctx) => ritualCandidates(ctx.duel, ctx.player, spec).length > 0,
    operation: [ritualSummonStep(spec)],
  };
}
