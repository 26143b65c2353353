import {
  addDelayed,
  addStatChange,
  atkOf,
  cardsIn,
  defineCard,
  spell,
  type CardFilter,
  type EffectContext,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

/** "Machine monsters you currently control": a monster's Type is known only face-up. */
const machine: CardFilter = (_d, c) => c.faceUp && cardDef(c.code).type === 'Machine';
const machines = (ctx: EffectContext): number[] => cardsIn(ctx.duel, ctx.player, 'you', 'monsters', machine);

export default defineCard({
  code: 23171610,
  name: 'Limiter Removal',
  kind: 'spell',
  spellType: 'quick-play',
  text: 'Double the ATK of all Machine monsters you currently control, until the end of this turn. During the End Phase of this turn, destroy those monsters.',
  effects: [
    spell({
      label: 'Double the ATK of all Machine monsters you control; destroy them in the End Phase',
      category: ['atk-change', 'destroy'],
      // 003 §3.4.3: an activation whose resolution would do nothing is not allowed.
      feasible: (ctx) => machines(ctx).length > 0,
      damageStep: true,
      operation: [
        (ctx) => {
          const list = machines(ctx);
          if (list.length === 0) return false;
          // 003 §3.4.4: "double" makes the ATK become twice what it is now, until the end of the turn.
          for (const u of list) addStatChange(ctx.duel, u, 'atk', 'set', atkOf(ctx.duel, ctx.card(u)) * 2, true);
          // 003 §3.6.3: "during the End Phase of this turn, destroy those monsters": a processing of this End Phase,
          // for those monsters only while they stay on the field (TC-134).
          addDelayed(ctx.duel, ctx.player, ctx.self.code, 'destroy', list, ctx.duel.turn);
          return true;
        },
      ],
    }),
  ],
});
