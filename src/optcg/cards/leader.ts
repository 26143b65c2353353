/**
 * Your Leader in card text (001 §3-2): as a condition ("if your Leader is active"), as a cost ("You may rest your
 * Leader", "give your 1 active Leader −5000 power during this turn") and "This Leader cannot attack".
 */
import { ev } from '../rules/zones.ts';
import type { Cond, Cost, Gain } from './defs.ts';
import { addMod } from './dsl.ts';

/** "if your Leader is active" (OP04-017). */
export const leaderActive: Cond = (g, _self, p) => g.rested[g.players[p].leader] === 0;

/** "This Leader cannot attack" (OP04-001, OP04-039; 001 §1-3-3: the prohibition wins). */
export const leaderCannotAttack: Gain = { if: [], cannotAttack: true };

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
