import { cardsIn, defineCard, destroyAll, hasName, ofAttribute } from '../dsl/index.ts';

const ABSOLUTE_ZERO = 40854197;
const HERO = 0x8;

export default defineCard({
  code: ABSOLUTE_ZERO,
  name: 'Elemental HERO Absolute Zero',
  kind: 'monster',
  categories: ['effect', 'fusion'],
  level: 8,
  attribute: 'WATER',
  type: 'Warrior',
  atk: 2500,
  def: 2000,
  setcodes: [0x3008],
  text: '1 "HERO" monster + 1 WATER monster\nMust be Fusion Summoned. Gains 500 ATK for each WATER monster on the field, except "Elemental HERO Absolute Zero". If this card leaves the field: Destroy all monsters your opponent controls.',
  mustBeProperlySummoned: true,
  fusionMaterials: [
    { label: '1 "HERO" monster', filter: (c) => (c.setcodes ?? []).some((s) => (s & 0xff) === HERO) },
    { label: '1 WATER monster', filter: (c) => c.attribute === 'WATER' },
  ],
  statics: [
    {
      kind: 'atk',
      mode: 'add',
      affects: (_d, self, c) => c.uid === self.uid,
      value: (duel, self) =>
        500 *
        cardsIn(
          duel,
          self.controller,
          'both',
          'monsters',
          // 003 §3.3.1: by current name and Attribute.
          (d, c) => c.faceUp && !hasName(d, c, ABSOLUTE_ZERO) && ofAttribute('WATER')(d, c),
        ).length,
    },
  ],
  effects: [
    {
      label: 'Destroy all monsters your opponent controls',
      // "If this card leaves the field: Destroy": a mandatory trigger, activated where the card went.
      // 003 §2.1.3 TC-04: returned to the Deck or face-down to the Extra Deck it cannot activate, even mandatory.
      type: 'trigger',
      event: 'left-field',
      range: ['gy', 'banished'],
      mandatory: true,
      eventFilter: (ctx, ev) => ev.uid === ctx.self.uid && ev.stamp === ctx.self.stamp,
      category: ['destroy'],
      operation: [destroyAll('opponent', 'monsters')],
    },
  ],
});
