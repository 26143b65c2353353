import {
  and,
  defineCard,
  discardSelfCost,
  notNamed,
  ofArchetype,
  targets,
  toHand,
  Reason,
  type CardInstance,
} from '../dsl/index.ts';

const NEKROZ = 0xb4;
const UNICORE = 89463537;

/** "Special Summoned from the Extra Deck": by its Extra Deck method, or Special Summoned when it came from there. */
function fromExtraDeck(c: CardInstance): boolean {
  if (c.summon === 'fusion' || c.summon === 'synchro' || c.summon === 'xyz' || c.summon === 'link') return true;
  return (c.summon === 'special' || c.summon === 'pendulum') && c.previous === 'extra';
}

export default defineCard({
  code: UNICORE,
  name: 'Nekroz of Unicore',
  kind: 'monster',
  categories: ['effect', 'ritual'],
  level: 4,
  attribute: 'WATER',
  type: 'Spellcaster',
  atk: 2300,
  def: 1000,
  setcodes: [NEKROZ],
  text: 'You can Ritual Summon this card with any "Nekroz" Ritual Spell. Must be Ritual Summoned. You can discard this card, then target 1 "Nekroz" card in your GY, except "Nekroz of Unicore"; add it to your hand. You can only use this effect of "Nekroz of Unicore" once per turn. Negate the effects of face-up monsters on the field that were Special Summoned from the Extra Deck.',
  // 003 §3.3.2: "Must be Ritual Summoned": revivable only once properly Ritual Summoned.
  mustBeProperlySummoned: true,
  // 003 §3.4.4: a continuous negation; it stops at once when Unicore's destruction is confirmed (TC-48).
  statics: [
    {
      kind: 'negate-effects',
      cards: (_duel, _self, c) => c.location === 'mzone' && c.faceUp && fromExtraDeck(c),
    },
  ],
  effects: [
    {
      label: 'Discard this card: add 1 "Nekroz" card from your GY to your hand',
      // 003 §3.4.2: an ignition effect activated from the hand; discarding itself is the cost ("then target").
      type: 'ignition',
      range: ['hand'],
      oncePerTurn: 'name',
      category: ['to-hand'],
      cost: discardSelfCost,
      target: targets({
        side: 'you',
        zone: 'gy',
        filter: and(ofArchetype(NEKROZ), notNamed(UNICORE)),
        prompt: 'Target 1 "Nekroz" card in your GY',
      }),
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0 || ctx.card(t).location !== 'gy') return false;
          toHand(ctx.duel, [t], Reason.EFFECT, ctx.player);
          return true;
        },
      ],
    },
  ],
});
