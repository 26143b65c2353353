import { defineCard, draw, Reason } from '../dsl/index.ts';

// Not implemented: the Normal Summon without Tributing as a Level 4 monster (the engine has no Level changes yet)
// and the Normal Summon trigger reviving "Gagaga" monsters. Implemented: the effect an Xyz Monster gains from it
// (003 §3.3.2 TC-21, 003 §3.4.4 "gains effects").
export default defineCard({
  incomplete: 'its Normal Summon without Tributing as a Level 4 and its Normal Summon trigger',
  code: 67120578,
  name: 'Gagaga Head',
  kind: 'monster',
  categories: ['effect'],
  setcodes: [0x54],
  level: 6,
  attribute: 'DARK',
  type: 'Spellcaster',
  atk: 2100,
  def: 2000,
  text: 'If your opponent controls a monster and you control no monsters, you can Normal Summon this card without Tributing as a Level 4 monster. When this card is Normal Summoned: You can target up to 2 "Gagaga" monsters in your Graveyard, except "Gagaga Head"; Special Summon them, also you cannot Special Summon monsters for the rest of this turn, except by an Xyz Summon that uses only "Gagaga" monsters as materials. An Xyz Monster that was Summoned using this card on the field as Xyz Material gains this effect.\r\n● If it is Xyz Summoned: Draw 1 card.',
  xyzGrants: [
    {
      label: 'Draw 1 card (gained from Gagaga Head)',
      // "If it is Xyz Summoned: Draw 1 card": a mandatory trigger of the Xyz Monster ("this card" is the holder).
      type: 'trigger',
      event: 'summoned',
      mandatory: true,
      eventFilter: (ctx, ev) => ev.uid === ctx.self.uid && ev.stamp === ctx.self.stamp && ctx.self.summon === 'xyz',
      category: ['draw'],
      operation: [(ctx) => void draw(ctx.duel, ctx.player, 1, Reason.EFFECT)],
    },
  ],
});
