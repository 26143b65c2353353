/**
 * 003 §3.3.2 "Special Summon of a Fusion Monster that does not need Polymerization" (Contact Fusion, Gladiator Beast
 * Nerokius): the Fusion Monster's own procedure moves its listed materials from the player's field (face-up or
 * face-down) to where its text says and puts it on the field from the Extra Deck. No card is activated, so it does not
 * use the chain, and it is **not a Fusion Summon**; it is not a Special Summon by an effect either, so it can be
 * negated like a Normal Summon (Solemn Judgment). Such a monster cannot be Fusion Summoned by a Fusion card
 * (`isContactFusion` in rules/fusion.ts).
 */
import type { PlayerId } from '../../core/decision.ts';
import { cardDef } from '../cards/registry.ts';
import type { SummonProcedure } from '../cards/types.ts';
import { Reason, type DuelState } from '../state.ts';
import { cardId, type YgoAsker } from '../decisions.ts';
import { describeCard } from './describe.ts';
import { fillable, materialPool, matches } from './fusion.ts';
import { zoneTest } from './extra-deck-zones.ts';
import { banish, sendToGy, toDeck } from './moves.ts';

/** 003 §3.3.2: "the above cards you control": the player's monsters on the field, face-down ones too. */
function fieldPool(duel: DuelState, player: PlayerId): number[] {
  return materialPool(duel, player, ['field']);
}

/**
 * Can this face-down Extra Deck monster be Special Summoned by its procedure now: a full set of its materials on the
 * player's field that leaves it a zone (a material leaving a Main Monster Zone frees it, 003 §2.1.1)?
 */
export function contactFusionPossible(duel: DuelState, uid: number, player: PlayerId): boolean {
  const c = duel.cards[uid]!;
  const slots = cardDef(c.code).fusionMaterials;
  // 003 §3.3.2: a face-up Fusion-Pendulum in the Extra Deck never comes out its own way again.
  if (!slots || c.location !== 'extra' || c.faceUp) return false;
  return fillable(duel, slots, 0, fieldPool(duel, player), [], zoneTest(duel, player, uid));
}

/**
 * The player picks the materials, one listed material at a time; only monsters that still leave a complete set (and a
 * zone) are offered, so nothing offered is refused. Asks only: nothing moves.
 */
export function chooseContactMaterials(duel: DuelState, uid: number, player: PlayerId, io: YgoAsker): number[] {
  const def = cardDef(duel.cards[uid]!.code);
  const slots = def.fusionMaterials ?? [];
  const pool = fieldPool(duel, player);
  const hasZone = zoneTest(duel, player, uid);
  const used: number[] = [];
  for (let i = 0; i < slots.length; i++) {
    const m = slots[i]!;
    const options = pool.filter(
      (u) => !used.includes(u) && matches(duel, u, m) && fillable(duel, slots, i + 1, pool, [...used, u], hasZone),
    );
    const ans = io.ask({
      player,
      kind: 'select-cards',
      about: 'material',
      rule: '003 §3.3.2',
      min: 1,
      max: 1,
      prompt: `Material ${i + 1} for ${def.name}: ${'code' in m ? cardDef(m.code).name : m.label}`,
      options: options.map((u) => ({ id: cardId(u), label: describeCard(duel, u, player), kind: 'card', card: u })),
    });
    used.push(options[ans[0]!]!);
  }
  return used;
}

/** 003 §3.3.2: the procedure moves the materials where the card's text says ("shuffling … into the Deck"). */
export function moveContactMaterials(
  duel: DuelState,
  materials: readonly number[],
  to: NonNullable<SummonProcedure['fieldMaterials']>['to'],
  player: PlayerId,
): void {
  const reason = Reason.MATERIAL | Reason.SUMMON;
  if (to === 'deck') toDeck(duel, materials, reason, player);
  else if (to === 'gy') sendToGy(duel, materials, reason, player);
  else banish(duel, materials, reason, player);
}
