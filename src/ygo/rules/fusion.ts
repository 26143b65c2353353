/**
 * 003 §3.3.2 Fusion Summon: by a Fusion Spell (Polymerization), the listed Fusion Materials are sent
 * from the hand or field to the GY and the Fusion Monster is Special Summoned from the Extra Deck,
 * properly Summoned.
 */
import { currentStats, isMonsterCard } from './card-types.ts';
import type { PlayerId } from '../../core/decision.ts';
import { cardDef } from '../cards/registry.ts';
import type { CardDef, FusionMaterial, Step } from '../cards/types.ts';
import type { EffectContext } from './context.ts';
import { Reason, type CardInstance, type DuelState } from '../state.ts';
import { hasName } from './identity.ts';
import { sendToGy, shuffleDeck } from './moves.ts';
import { maySpecialSummon, specialSummon } from './special-summon.ts';
import { monsters } from './zones.ts';
import { chooseZone } from './zone-choice.ts';
import { recordMaterials } from './materials.ts';
import { extraZoneQuery, zoneTest } from './extra-deck-zones.ts';

export function matches(duel: DuelState, uid: number, m: FusionMaterial): boolean {
  // 003 §3.4.4: the monster as it is now (a Trap Monster is one, a Gemini on the field or in the GY is Normal).
  if (!isMonsterCard(duel.cards[uid]!)) return false;
  const def = currentStats(duel, duel.cards[uid]!);
  // 003 §3.1.2: a card "always treated as" X counts as X; 003 §3.3.1: so does one whose name became X on the field.
  if ('code' in m) return hasName(duel, duel.cards[uid]!, m.code);
  return m.filter(def);
}

/**
 * 003 §3.3.2: a "(Polymerization not required)" Fusion Monster: one with its own procedure that takes its materials
 * from the field (Contact Fusion, rules/contact-fusion.ts).
 */
export function isContactFusion(def: CardDef): boolean {
  return def.summonProcedures?.some((p) => p.fieldMaterials !== undefined) ?? false;
}

/** Where a Fusion Spell takes its materials from (Polymerization: hand and field; Red-Eyes Fusion: also the Deck). */
export type MaterialSource = 'hand' | 'field' | 'deck';

/** What a Fusion Spell Summons: which Fusion Monsters, from which materials; what happens to the Summoned monster. */
export interface FusionSpec {
  from?: readonly MaterialSource[];
  /** Which Fusion Monsters ("that lists a 'Red-Eyes' monster as material"); any if omitted. */
  monster?: (def: CardDef) => boolean;
  /**
   * "… as Fusion Material, including 'Dark Magician' or 'Dark Magician Girl'" (Secrets of Dark Magic): at least one of
   * the materials must be such a monster (003 §3.3.1: by its current name).
   */
  mustInclude?: (duel: DuelState, c: CardInstance) => boolean;
}

/**
 * A complete material set is legal: it leaves a zone for the Fusion Monster (003 §3.3.2) and includes what the Fusion
 * card's text requires (FusionSpec.mustInclude).
 */
function completeSet(
  duel: DuelState,
  spec: FusionSpec,
  hasZone: (materials: readonly number[]) => boolean,
): (materials: readonly number[]) => boolean {
  const must = spec.mustInclude;
  if (!must) return hasZone;
  return (materials) => materials.some((u) => must(duel, duel.cards[u]!)) && hasZone(materials);
}

const HAND_AND_FIELD: readonly MaterialSource[] = ['hand', 'field'];

/** Material pool: monsters in the given places (default: the hand and the field). */
export function materialPool(duel: DuelState, player: PlayerId, from = HAND_AND_FIELD): number[] {
  // 003 §3.5 (TC-122): "cannot be used as a Fusion Material" is no effect: it holds face-down and negated too, so the
  // printed text decides, wherever the card is.
  // (Loops, not filters: a Fusion Spell's activation asks for this pool in every window of its user.)
  const pool: number[] = [];
  const pl = duel.players[player];
  if (from.includes('hand')) for (const u of pl.hand) if (monsterMaterial(duel, u)) pool.push(u);
  if (from.includes('field')) for (const u of monsters(duel, player)) if (fusionMaterialAllowed(duel, u)) pool.push(u);
  if (from.includes('deck')) for (const u of pl.deck) if (monsterMaterial(duel, u)) pool.push(u);
  return pool;
}

function fusionMaterialAllowed(duel: DuelState, u: number): boolean {
  return !cardDef(duel.cards[u]!.code).cannotBeMaterial?.includes('fusion');
}

/** A Monster Card (off the field: its printed kind) that may be a Fusion Material. */
function monsterMaterial(duel: DuelState, u: number): boolean {
  return cardDef(duel.cards[u]!.code).kind === 'monster' && fusionMaterialAllowed(duel, u);
}

/**
 * Can slots[i..] be filled from pool without reusing `used`, leaving a zone for the Fusion Monster (`hasZone`; the
 * now), one material must come from a Main Monster Zone, which it frees (003 §3.3.2).
 */
export function fillable(
  duel: DuelState,
  slots: readonly FusionMaterial[],
  i: number,
  pool: readonly number[],
  used: number[],
  hasZone: (materials: readonly number[]) => boolean,
): boolean {
  if (i === slots.length) return hasZone(used);
  for (const u of pool) {
    if (used.includes(u) || !matches(duel, u, slots[i]!)) continue;
    used.push(u);
    const ok = fillable(duel, slots, i + 1, pool, used, hasZone);
    used.pop();
    if (ok) return true;
  }
  return false;
}

/** Could Extra Deck monster `u` be Fusion Summoned now from `pool` (by the Fusion Spell `spec` describes)? */
function fusionable(duel: DuelState, player: PlayerId, pool: readonly number[], spec: FusionSpec, u: number): boolean {
  const def = cardDef(duel.cards[u]!.code);
  if (!def.fusionMaterials || (spec.monster && !spec.monster(def))) return false;
  // 003 §3.3.2: a "(Polymerization not required)" Fusion Monster cannot be Fusion Summoned by a Fusion card.
  if (isContactFusion(def)) return false;
  if (!maySpecialSummon(duel, u, player, 'fusion')) return false;
  // 003 §3.3.2: a material leaving the field frees its zone; only a set that leaves no zone blocks.
  return fillable(duel, def.fusionMaterials, 0, pool, [], completeSet(duel, spec, zoneTest(duel, player, u)));
}

function candidatesIn(duel: DuelState, player: PlayerId, pool: readonly number[], spec: FusionSpec): number[] {
  return duel.players[player].extra.filter((u) => fusionable(duel, player, pool, spec, u));
}

/** Fusion Monsters in the Extra Deck that could be Fusion Summoned now (by the Fusion Spell `spec` describes). */
export function fusionCandidates(duel: DuelState, player: PlayerId, spec: FusionSpec = {}): number[] {
  return candidatesIn(duel, player, materialPool(duel, player, spec.from), spec);
}

/**
 * Could any Fusion Monster be Fusion Summoned now (fusionCandidates is not empty)? A Fusion Spell's activation asks it
 * (003 §3.4.1: it could do what it says) in every window of its user: it stops at the first.
 */
export function fusionPossible(duel: DuelState, player: PlayerId, spec: FusionSpec = {}): boolean {
  const extra = duel.players[player].extra;
  // Cheap test first: nothing in the Extra Deck, no Fusion Summon.
  if (extra.length === 0) return false;
  const pool = materialPool(duel, player, spec.from);
  return extra.some((u) => fusionable(duel, player, pool, spec, u));
}

/** The resolution of "Fusion Summon 1 Fusion Monster from your Extra Deck, using monsters from your hand or field". */
export const fusionSummonStep: Step = (ctx) => fusionSummonWith(ctx, {}) >= 0;

/**
 * A Fusion Spell's Fusion Summon (003 §3.3.2) as `spec` words it; returns the Summoned monster, or -1 when none was
 * Summoned (so "and if you do" parts can follow).
 */
export function fusionSummonWith(ctx: EffectContext, spec: FusionSpec): number {
  const { duel, player } = ctx;
  const pool = materialPool(duel, player, spec.from);
  const candidates = candidatesIn(duel, player, pool, spec);
  if (candidates.length === 0) return -1;
  const fusion = ctx.chooseOne(candidates, 'Choose a Fusion Monster to Fusion Summon');
  const slots = cardDef(duel.cards[fusion]!.code).fusionMaterials!;
  const hasZone = completeSet(duel, spec, zoneTest(duel, player, fusion));
  const used: number[] = [];
  for (let i = 0; i < slots.length; i++) {
    // Only materials that still leave a complete (and zone-freeing) set are offered: nothing offered is refused.
    const options = pool.filter(
      (u) =>
        !used.includes(u) && matches(duel, u, slots[i]!) && fillable(duel, slots, i + 1, pool, [...used, u], hasZone),
    );
    const m = slots[i]!;
    used.push(ctx.chooseOne(options, `Fusion Material ${i + 1}: ${'code' in m ? cardDef(m.code).name : m.label}`));
  }
  const defense = ctx.chooseOption(['Attack Position', 'Defense Position'], 'Fusion Summon in which position?') === 1;
  // 003 §3.3.2: the player chooses the zone, among the free ones and those the materials free, before they go.
  const query = extraZoneQuery(duel, player, fusion, used);
  const zone = chooseZone(duel, ctx.asker, player, query, cardDef(duel.cards[fusion]!.code).name);
  // 003 §3.3.2: materials are sent to the GY, then the Fusion Monster is Special Summoned.
  const fromDeck = used.some((u) => duel.cards[u]!.location === 'deck');
  sendToGy(duel, used, Reason.MATERIAL | Reason.SUMMON, player, ctx.asker);
  // Materials taken from the Deck: the Deck is shuffled afterwards.
  if (fromDeck) shuffleDeck(duel, player);
  if (!specialSummon(duel, fusion, player, { defense, by: player, kind: 'fusion', proper: true, zone })) return -1;
  recordMaterials(duel, fusion, used);
  return fusion;
}
