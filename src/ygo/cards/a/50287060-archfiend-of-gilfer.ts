import { defineCard, equipCard, faceUp, freeSpellZones, targets } from '../dsl/index.ts';

export default defineCard({
  code: 50287060,
  name: 'Archfiend of Gilfer',
  kind: 'monster',
  categories: ['effect'],
  level: 6,
  attribute: 'DARK',
  type: 'Fiend',
  atk: 2200,
  def: 2500,
  setcodes: [0x45],
  text: 'When this card is sent to the Graveyard: You can target 1 face-up monster on the field; equip that target with this card. That monster loses 500 ATK while equipped with this card.',
  // 003 §3.4.4 "Monsters as Equip Cards": as an Equip Card it is an Equip Spell; the loss applies while equipped.
  statics: [
    {
      kind: 'atk',
      mode: 'add',
      range: 'szone',
      affects: (_d, self, c) => self.equipTarget === c.uid,
      value: () => -500,
    },
  ],
  effects: [
    {
      label: 'Equip this card to 1 face-up monster on the field (it loses 500 ATK)',
      // 003 §3.4.3: "When … : You can" is an optional trigger that misses the timing (TC-28, TC-86).
      type: 'trigger',
      event: 'to-gy',
      range: ['gy'],
      when: true,
      eventFilter: (ctx, ev) => ev.uid === ctx.self.uid && ev.stamp === ctx.self.stamp,
      category: ['equip'],
      condition: (ctx) => freeSpellZones(ctx.duel, ctx.player) > 0,
      target: targets({
        side: 'both',
        zone: 'monsters',
        filter: faceUp,
        prompt: 'Target 1 face-up monster on the field',
      }),
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0 || !ctx.card(t).faceUp || !ctx.selfUnmoved() || freeSpellZones(ctx.duel, ctx.player) === 0)
            return false;
          return equipCard(ctx, ctx.self.uid, t);
        },
      ],
    },
  ],
});
