/**
 * Your Leader in card text (001 §3-2): as a condition ("if your Leader is active"), as a cost ("You may rest your
 * Leader", "give your 1 active Leader −5000 power during this turn"). "This Leader cannot attack" is the Gain
 * `{ cannotAttack: true }`.
 */
import { ev } from '../rules/zones.ts';
import type { Cond, Cost } from './defs.ts';
import { addMod, namesOf } from './dsl.ts';
import { chooseCards } from '../rules/ask.ts';
import type { PlayerId } from '../../core/decision.ts';
import type { OptcgState } from '../types.ts';

/** "if your Leader is active" (OP04-017). */
export const leaderActive: Cond = (g, _self, p) => g.rested[g.players[p].leader] === 0;

/**
 * "give your 1 active Leader −5000 power during this turn" as a cost (OP04-002, OP04-006): it can only be paid while
 * the Leader is active (001 §8-3-1-3: a cost that cannot be paid in full cannot be paid).
 */
export function leaderPowerCost(amount: number): Cost {
  return {
    label: `give your active Leader ${amount} power this turn`,
    canPay: (g, _s, p) => g.rested[g.players[p].leader] === 0,
    choose: () => [],
    pay: (x) => {
      const leader = x.g.players[x.p].leader;
      addMod(x.g, leader, x.p, 'turn', { power: amount });
      ev(x.g, { type: 'power', card: leader, amount, duration: 'turn' });
    },
  };
}

/** "You may rest your Leader:" / "You may rest your 1 Leader:" as a cost (OP04-081, OP04-088; 001 §8-3-1). */
export const restLeaderCost: Cost = {
  label: 'rest your Leader',
  canPay: (g, _s, p) => g.rested[g.players[p].leader] === 0,
  choose: () => [],
  pay: (x) => {
    x.g.rested[x.g.players[x.p].leader] = 1;
  },
};

/**
 * "you may rest your Leader or 1 [Corrida Coliseum] instead" (OP04-082's K.O. replacement, 001 §8-1-3-4): the owner
 * picks one of the active ones.
 */
export function restLeaderOrStageCost(stageName: string): Cost {
  const which = (g: OptcgState, p: PlayerId): number[] => {
    const ps = g.players[p];
    const out: number[] = [];
    if (g.rested[ps.leader] === 0) out.push(ps.leader);
    if (ps.stage >= 0 && g.rested[ps.stage] === 0 && namesOf(g, ps.stage).includes(stageName)) out.push(ps.stage);
    return out;
  };
  return {
    label: `rest your Leader or 1 [${stageName}]`,
    canPay: (g, _s, p) => which(g, p).length > 0,
    choose: (x) => chooseCards(x, `Rest your Leader or 1 [${stageName}]`, '001 §8-1-3-4', which(x.g, x.p), 1, 1),
    pay: (x, choice) => {
      for (const c of choice) x.g.rested[c] = 1;
    },
  };
}
