import {
  Reason,
  activateThisCard,
  cardsIn,
  damage,
  defineCard,
  destroyTargets,
  oncePerTurnKey,
  oncePerTurnUsed,
  sendToGy,
  targets,
  type CardFilter,
  type EffectContext,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';
import type { EffectDef } from '../types.ts';

const DD = 0xaf;
const DARK_CONTRACT = 0xae;
const contractOrDD: CardFilter = (_d, c) =>
  (cardDef(c.code).setcodes ?? []).some((s) => s === DD || s === DARK_CONTRACT || (s & 0xfff) === DD);
const handCost = (ctx: EffectContext): number[] =>
  cardsIn(ctx.duel, ctx.player, 'you', 'hand', contractOrDD).filter((u) => u !== ctx.self.uid);

/** "You can send 1 "D/D" or "Dark Contract" card from your hand to the GY, then target 1 card on the field; destroy it." */
const destroyEffect = (type: 'activate' | 'quick', label: string): EffectDef => ({
  label,
  type,
  ...(type === 'quick' ? { range: ['szone' as const] } : {}),
  // 003 §3.5.1: "You can only use this effect of 'Dark Contract with the Witch' once per turn" — shared by both ways of using it.
  oncePerTurn: 'name',
  condition: (ctx) =>
    !oncePerTurnUsed(ctx.duel, oncePerTurnKey(ctx.self, DESTROY_BY_ACTIVATION, 1, ctx.player)) &&
    !oncePerTurnUsed(ctx.duel, oncePerTurnKey(ctx.self, DESTROY_LATER, 2, ctx.player)),
  category: ['destroy'],
  cost: {
    can: (ctx) => handCost(ctx).length > 0,
    pay: (ctx) =>
      sendToGy(
        ctx.duel,
        ctx.choose({
          from: handCost(ctx),
          min: 1,
          max: 1,
          prompt: 'Send 1 "D/D" or "Dark Contract" card from your hand to the GY (cost)',
        }),
        Reason.COST,
        ctx.player,
      ),
  },
  target: targets({ side: 'both', zone: 'field', exceptSelf: true, prompt: 'Target 1 card on the field' }),
  operation: [destroyTargets],
});

// 003 §3.3.4 TC-53: a Continuous Trap whose effect's conditions are met may use it together with the card activation.
const DESTROY_BY_ACTIVATION = destroyEffect(
  'activate',
  'Activate and send 1 "D/D" or "Dark Contract" card: destroy 1 card on the field',
);
// Later, an effect activation of the face-up card (Spell Speed 2, 003 §3.3.4).
const DESTROY_LATER = destroyEffect('quick', 'Send 1 "D/D" or "Dark Contract" card: destroy 1 card on the field');

export default defineCard({
  code: 9765723,
  name: 'Dark Contract with the Witch',
  kind: 'trap',
  trapType: 'continuous',
  setcodes: [0xae],
  text: 'You can send 1 "D/D" or "Dark Contract" card from your hand to the Graveyard, then target 1 card on the field; destroy it. You can only use this effect of "Dark Contract with the Witch" once per turn. All Fiend-Type monsters you control gain 1000 ATK during your opponent\'s turn only. Once per turn, during your Standby Phase: Take 1000 damage.',
  statics: [
    {
      kind: 'atk',
      mode: 'add',
      affects: (duel, self, c) =>
        duel.turnPlayer !== self.controller &&
        c.controller === self.controller &&
        c.faceUp &&
        cardDef(c.code).type === 'Fiend',
      value: () => 1000,
    },
  ],
  effects: [
    activateThisCard('Activate this card'),
    DESTROY_BY_ACTIVATION,
    DESTROY_LATER,
    {
      label: 'Take 1000 damage',
      // A mandatory trigger in its controller's Standby Phase.
      type: 'trigger',
      event: 'phase-standby',
      range: ['szone'],
      mandatory: true,
      oncePerTurn: 'card',
      eventFilter: (ctx, ev) => ev.player === ctx.player && ctx.self.faceUp,
      category: ['damage'],
      operation: [(ctx) => damage(ctx.duel, ctx.player, 1000, Reason.EFFECT, ctx.player)],
    },
  ],
});
