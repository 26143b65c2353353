import {
  Reason,
  cardsIn,
  defineCard,
  destroy,
  ofArchetype,
  pendulumActivation,
  sendToGy,
  tributable,
} from '../dsl/index.ts';

const AMORPHAGE = 0xe0;

export default defineCard({
  code: 69072185,
  name: 'Amorphage Goliath',
  kind: 'monster',
  categories: ['effect', 'pendulum'],
  level: 8,
  leftScale: 5,
  rightScale: 5,
  attribute: 'EARTH',
  type: 'Dragon',
  atk: 2750,
  def: 0,
  setcodes: [AMORPHAGE],
  text: '[ Pendulum Effect ]\r\nWhile you control an "Amorphage" monster, any card sent to the GY is banished instead, except "Amorphage" cards. Once per turn, during your Standby Phase, Tribute 1 monster or destroy this card.\r\n----------------------------------------\r\n[ Monster Effect ]\r\nNeither player can Special Summon monsters from the Extra Deck, except "Amorphage" monsters.',
  // 003 §3.3.3: its Pendulum Effect applies continuously while it is in the Pendulum Zone.
  pendulumStatics: [
    {
      kind: 'banish-instead-of-gy',
      monstersOnly: false,
      cards: (duel, self, c) =>
        !ofArchetype(AMORPHAGE)(duel, c) &&
        cardsIn(duel, self.controller, 'you', 'monsters', (d, m) => m.faceUp && ofArchetype(AMORPHAGE)(d, m)).length >
          0,
    },
  ],
  // 003 §2.1.4, §3.4.2: its monster effect, a continuous lock on both players while it is face-up in the Monster Zone.
  statics: [
    { kind: 'summon-lock', lock: 'cannot-special-summon', who: 'both', from: 'extra', exceptArchetype: AMORPHAGE },
  ],
  effects: [
    pendulumActivation(),
    {
      label: 'Tribute 1 monster or destroy this card',
      // 003 §3.3.3: a Pendulum Effect; "Once per turn, during your Standby Phase, Tribute 1 monster or destroy this
      // card": a mandatory trigger of the phase (as ygopro-core has the Amorphage maintenance), 003 §3.4.3. The
      // Tribute is part of its resolution, not a cost: with no monster to Tribute, the card is destroyed.
      type: 'trigger',
      pendulum: true,
      event: 'phase-standby',
      mandatory: true,
      oncePerTurn: 'card',
      eventFilter: (ctx) => ctx.self.faceUp && ctx.duel.turnPlayer === ctx.player,
      category: ['destroy'],
      operation: [
        (ctx) => {
          const pool = tributable(ctx);
          if (pool.length && ctx.yesNo('Tribute 1 monster to keep Amorphage Goliath (else it is destroyed)?')) {
            const pick = ctx.choose({ from: pool, min: 1, max: 1, prompt: 'Tribute 1 monster' });
            sendToGy(ctx.duel, pick, Reason.EFFECT | Reason.TRIBUTE, ctx.player, ctx.asker);
            return true;
          }
          if (ctx.selfUnmoved()) destroy(ctx.duel, [ctx.self.uid], Reason.EFFECT, ctx.player, ctx.asker);
          return true;
        },
      ],
    },
  ],
});
