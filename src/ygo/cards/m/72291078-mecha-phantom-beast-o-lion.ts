import { canSummonTokens, cardsIn, defineCard, summonTokens } from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

const TOKEN = 72291079;

// Not implemented: its GY effect "You can banish this card from your Graveyard; immediately after this effect resolves,
// Normal Summon 1 "Mecha Phantom Beast" monster from your hand" (the engine has no Normal Summon inside a
// resolution). The examples (TC-49, TC-82) need its Token trigger.
export default defineCard({
  incomplete: 'its GY effect (banish it, then Normal Summon a "Mecha Phantom Beast")',
  code: 72291078,
  name: 'Mecha Phantom Beast O-Lion',
  kind: 'monster',
  categories: ['effect', 'tuner'],
  level: 2,
  attribute: 'WIND',
  type: 'Machine',
  atk: 600,
  def: 1000,
  setcodes: [0x101b],
  text: 'You can banish this card from your Graveyard; immediately after this effect resolves, Normal Summon 1 "Mecha Phantom Beast" monster from your hand. While you control a Token, this card cannot be destroyed by battle or card effects. If this card is sent to the Graveyard: You can Special Summon 1 "Mecha Phantom Beast Token" (Machine-Type/WIND/Level 3/ATK 0/DEF 0). You can only use this effect of "Mecha Phantom Beast O-Lion" once per turn.',
  statics: [
    {
      // "While you control a Token, this card cannot be destroyed by battle or card effects" (003 §3.4.4).
      kind: 'indestructible',
      by: 'any',
      affects: (duel, self, c) =>
        c.uid === self.uid &&
        cardsIn(
          duel,
          self.controller,
          'you',
          'monsters',
          (_d, m) => cardDef(m.code).categories?.includes('token') === true,
        ).length > 0,
    },
  ],
  effects: [
    {
      label: 'Special Summon 1 "Mecha Phantom Beast Token"',
      // "If this card is sent to the GY: You can": an optional trigger that does not miss the timing, activated from
      // the GY while it is still there (003 §3.4.3: a card that left the GY before it could be activated, TC-49,
      // TC-82, has no trigger); once per turn by name (003 §3.5.1).
      type: 'trigger',
      event: 'to-gy',
      range: ['gy'],
      oncePerTurn: 'name',
      eventFilter: (ctx, ev) => ev.uid === ctx.self.uid && ev.stamp === ctx.self.stamp && ctx.self.location === 'gy',
      category: ['special-summon'],
      condition: (ctx) => canSummonTokens(ctx.duel, ctx.player, 1),
      operation: [(ctx) => summonTokens(ctx, [TOKEN], { defense: false }).length > 0],
    },
  ],
});
