/**
 * 003 §3.3.2 material status: the monsters used for a Fusion or Synchro Summon are that monster's materials while
 * neither moves (temporary banishment aside). De-Fusion and De-Synchro read it: a material revived and destroyed
 * again is a new card (TC-37), a Synchro Monster destroyed and revived has no materials (TC-38).
 */
import { currentStats } from './card-types.ts';
import type { PlayerId } from '../../core/decision.ts';
import type { CardDef } from '../cards/types.ts';
import { cardId, type YgoAsker } from '../decisions.ts';
import type { DuelState } from '../state.ts';
import { describeCard } from './describe.ts';
import { maySpecialSummon } from './special-summon.ts';

/**
 * 003 §3.3.2: Synchro, Xyz and Link Materials are face-up monsters the player controls (Main and Extra Monster Zones),
 * here those whose statistics `accept` allows, in zone order.
 */
export function faceUpMaterials(duel: DuelState, player: PlayerId, accept: (def: CardDef) => boolean): number[] {
  const out: number[] = [];
  const consider = (u: number): void => {
    if (u < 0) return;
    const c = duel.cards[u]!;
    // 003 §3.4.4: a material condition reads the monster as it is now (a Gemini on the field is a Normal Monster).
    if (c.controller === player && c.faceUp && accept(currentStats(duel, c))) out.push(u);
  };
  for (const u of duel.players[player].mzone) consider(u);
  for (const u of duel.emz) consider(u);
  return out;
}

/**
 * 003 §3.3.2: whether the player may Summon this Extra Deck monster by its own `method` now (their card, in the Extra
 * Deck, a method of the rule set, no Special Summon restriction), before its materials are looked at.
 */
export function mayExtraSummon(
  duel: DuelState,
  uid: number,
  player: PlayerId,
  method: 'synchro' | 'xyz' | 'link',
): boolean {
  const c = duel.cards[uid]!;
  return (
    c.location === 'extra' &&
    c.owner === player &&
    duel.rules.summonMethods.includes(method) &&
    maySpecialSummon(duel, uid, player, method)
  );
}

/** A material set as a bit mask over a pool of candidates (at most the 7 Monster Zones). */
export type Mask = number;

/**
 * 003 §3.3.2: the player picks materials one at a time, each offered only if some legal set still holds it with those
 * picked before, so nothing offered is refused; once the picked set is legal they may stop ("Done") or, when a larger
 * legal set contains it, go on. `sets` lists every legal set; it must not be empty.
 */
export function chooseMaterials(
  duel: DuelState,
  io: YgoAsker,
  player: PlayerId,
  pool: readonly number[],
  sets: readonly Mask[],
  prompt: string,
): number[] {
  // Only one legal set: nothing to choose (asked anyway when the duel asks always).
  if (sets.length === 1 && duel.config.askAlways !== true) return pool.filter((_u, i) => (sets[0]! & (1 << i)) !== 0);
  let chosen: Mask = 0;
  for (;;) {
    const options: number[] = [];
    for (let i = 0; i < pool.length; i++) {
      const bit = 1 << i;
      if ((chosen & bit) === 0 && sets.some((m) => (m & (chosen | bit)) === (chosen | bit))) options.push(i);
    }
    const complete = sets.includes(chosen);
    if (complete && options.length === 0) break;
    const ans = io.ask({
      player,
      kind: 'select-cards',
      about: 'material',
      rule: '003 §3.3.2',
      min: 1,
      max: 1,
      prompt,
      options: options
        .map((i) => ({
          id: cardId(pool[i]!),
          label: describeCard(duel, pool[i]!, player),
          kind: 'card',
          card: pool[i]!,
        }))
        .concat(complete ? [{ id: 'done', label: 'Done', kind: 'done', card: -1 }] : []),
    });
    const pick = options[ans[0]!];
    if (pick === undefined) break;
    chosen |= 1 << pick;
  }
  return pool.filter((_u, i) => (chosen & (1 << i)) !== 0);
}

/** 003 §3.3.2: remember the monsters used for the Summon, as they are now (a material that moves stops being one). */
export function recordMaterials(duel: DuelState, uid: number, materials: readonly number[]): void {
  const c = duel.cards[uid]!;
  c.materials = materials.slice();
  c.materialStamps = materials.map((u) => duel.cards[u]!.stamp);
}

/**
 * The monsters used for this monster's Fusion or Synchro Summon that are still its materials (003 §3.3.2: none moved
 * since; TC-37, TC-38), or null when some of them are not (De-Synchro then Special Summons nothing).
 */
export function intactMaterials(duel: DuelState, uid: number): number[] | null {
  const c = duel.cards[uid]!;
  if (c.materials.length === 0) return null;
  for (let i = 0; i < c.materials.length; i++)
    if (duel.cards[c.materials[i]!]!.stamp !== c.materialStamps[i]) return null;
  return c.materials.slice();
}
