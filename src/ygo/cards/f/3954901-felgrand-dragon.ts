import { addStatChange, defineCard, isMonster, targets } from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

export default defineCard({
  code: 3954901,
  name: 'Felgrand Dragon',
  kind: 'monster',
  categories: ['effect'],
  level: 8,
  attribute: 'LIGHT',
  type: 'Dragon',
  atk: 2800,
  def: 2800,
  text: "Cannot be Special Summoned except from the Graveyard, and only if it was sent there from the field. If this card is Special Summoned: Target 1 monster in your Graveyard; this card gains ATK equal to that monster's Level x 200.",
  // 003 §3.3.2: its Summoning condition: in the GY, having come there from the field (Monster Zone, or a Spell & Trap
  // Zone as an Equip Card); never from the hand, Deck or banishment, nor after a discard or a mill.
  specialSummonOnlyIf: (_d, c) =>
    c.location === 'gy' && (c.previous === 'mzone' || c.previous === 'szone' || c.previous === 'fzone'),
  effects: [
    {
      label: 'Gain ATK equal to the Level x 200 of 1 monster in your GY',
      // "If …: Target": a mandatory trigger; 003 §3.4.3 TC-63: met mid-chain, it is activated after the chain.
      type: 'trigger',
      event: 'special-summoned',
      mandatory: true,
      eventFilter: (ctx, ev) => ev.uid === ctx.self.uid && ev.stamp === ctx.self.stamp,
      category: ['atk-change'],
      target: targets({ side: 'you', zone: 'gy', filter: isMonster, prompt: 'Target 1 monster in your GY' }),
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0 || !ctx.selfUnmoved() || ctx.self.location !== 'mzone' || !ctx.self.faceUp) return false;
          addStatChange(ctx.duel, ctx.self.uid, 'atk', 'add', (cardDef(ctx.card(t).code).level ?? 0) * 200, false);
          return true;
        },
      ],
    },
  ],
});
