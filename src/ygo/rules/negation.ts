/** 003 §3.4.4 "Negation": negating an activation, an effect, a Summon, an attack. */
import { cardDef, defIn } from '../cards/registry.ts';
import { isPendulumMonster } from '../card-stats.ts';
import { Reason, type DuelState } from '../state.ts';
import type { YgoAsker } from '../decisions.ts';
import { log } from './events.ts';
import { destroy } from './moves.ts';
import { oncePerTurnKey } from './activation.ts';
import { isNegated } from './statics.ts';

/**
 * 003 §3.4.4: a negated activation does not resolve; a negated card activation goes to the GY.
 * With `destroyCard` ("negate and destroy") the card is destroyed.
 */
export function negateActivation(
  duel: DuelState,
  linkIndex: number,
  destroyCard: boolean,
  by: 0 | 1,
  /** The resolving step's Asker: the destruction may be replaced (003 §2.2.3). */
  ask?: YgoAsker,
): boolean {
  const link = duel.chain[linkIndex];
  if (!link || link.negated === 1) return false;
  link.negated = 1;
  log(duel, { type: 'negate-activation', chainLink: linkIndex + 1, card: link.uid, code: link.code });
  // 003 §3.5.1 TC-124: a Spell/Trap's "activate only 1 per turn" is not used up by a negated card activation.
  if (link.cardActivation) {
    const def = defIn(duel, link.code);
    if (def.kind !== 'monster') {
      const key = oncePerTurnKey(duel.cards[link.uid]!, def.effects![link.effect]!, link.effect, link.player);
      if (key !== null) duel.oncePerTurn = duel.oncePerTurn.filter((u) => !(u.key === key && u.turn === duel.turn));
    }
  }
  const c = duel.cards[link.uid]!;
  const onField = c.location === 'szone' || c.location === 'fzone' || c.location === 'mzone';
  // 003 §3.3.3: a Pendulum Monster card whose activation is negated was never on the field: GY, not Extra Deck.
  const never = link.cardActivation && isPendulumMonster(cardDef(link.code)) ? Reason.NEGATED_ACTIVATION : 0;
  if (destroyCard && c.stamp === link.stamp && onField) destroy(duel, [link.uid], Reason.EFFECT | never, by, ask);
  return true;
}

/** Negate the effect (the activation still happened, 003 §3.4.2). */
export function negateEffect(duel: DuelState, linkIndex: number): boolean {
  const link = duel.chain[linkIndex];
  if (!link || link.negated !== 0) return false;
  link.negated = 2;
  log(duel, { type: 'negate-effect', chainLink: linkIndex + 1, card: link.uid, code: link.code });
  return true;
}

/**
 * 003 §3.4.4: continuous "when <an effect> resolves, negate that effect" (CardDef.negateOnResolving) of face-up, not
 * negated cards on the field, applied as link `li` starts resolving, with no chain; the first that applies negates it.
 */
export function negateOnResolving(duel: DuelState, li: number): void {
  const link = duel.chain[li];
  if (!link || link.negated !== 0) return;
  for (const p of [0, 1] as const) {
    const pl = duel.players[p];
    for (const u of [...pl.mzone, ...pl.szone, pl.fzone]) {
      if (u < 0) continue;
      const c = duel.cards[u]!;
      const hook = defIn(duel, c.code).negateOnResolving;
      if (!hook || !c.faceUp || isNegated(duel, c) || !hook.applies(duel, c, link)) continue;
      negateEffect(duel, li);
      hook.then?.(duel, c);
      return;
    }
  }
}

/** 003 §3.3.2: a negated Summon fails; the monster is destroyed (TC-24: it was never on the field for "leaving" effects). */
export function negateSummon(duel: DuelState, uids: readonly number[], by: 0 | 1, ask?: YgoAsker): void {
  for (const u of uids) log(duel, { type: 'negate-summon', card: u, code: duel.cards[u]!.code });
  // TC-24: a monster whose Summon put it on the field never was there; a Flip Summoned one was (face-down).
  const fresh = uids.some((u) => duel.cards[u]!.summon !== 'flip');
  // The destruction asks its questions (the GY order of several monsters, a Pendulum Summon's) before anything
  // changes, so the Summon is taken apart only after it.
  destroy(duel, uids, fresh ? Reason.EFFECT | Reason.NEGATED_SUMMON : Reason.EFFECT, by, ask);
  for (const u of uids) {
    const i = duel.summoning.indexOf(u);
    if (i >= 0) duel.summoning.splice(i, 1);
    // TC-30: a monster whose Summon is negated is not properly Summoned (any earlier status is lost too).
    duel.cards[u]!.properlySummoned = false;
  }
}

/** Negate the current attack (Magic Cylinder): no Damage Step follows. */
export function negateAttack(duel: DuelState): void {
  if (duel.battle) {
    duel.battle.negated = true;
    log(duel, { type: 'negate-attack', attacker: duel.battle.attacker });
  }
}
