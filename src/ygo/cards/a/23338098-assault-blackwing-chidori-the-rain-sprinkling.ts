import {
  cardsIn,
  defineCard,
  inArchetype,
  isSynchro,
  notNamed,
  ofArchetype,
  ofType,
  and,
  specialSummonTarget,
  summonableTarget,
} from '../dsl/index.ts';

const CHIDORI = 23338098;
const BLACKWING = 0x33;

export default defineCard({
  code: CHIDORI,
  name: 'Assault Blackwing - Chidori the Rain Sprinkling',
  kind: 'monster',
  categories: ['effect', 'synchro'],
  level: 7,
  attribute: 'DARK',
  type: 'Winged Beast',
  atk: 2600,
  def: 2000,
  setcodes: [0x1033],
  text: '1 Tuner + 1 or more non-Tuner monsters\nIf this card is Synchro Summoned using a "Blackwing" monster as Material, it is treated as a Tuner monster while face-up on the field. This card gains 300 ATK for each "Blackwing" monster in your Graveyard. When this card is destroyed and sent to the Graveyard: You can target 1 Winged Beast-Type Synchro Monster in your Graveyard, except "Assault Blackwing - Chidori the Rain Sprinkling"; Special Summon it.',
  // 003 §3.3.2: 1 Tuner + 1 or more non-Tuners, no further condition.
  synchroMaterials: {},
  // 003 §3.3.2: from the GY only once properly Synchro Summoned.
  mustBeProperlySummoned: true,
  // 003 §3.3.2: a Tuner while face-up on the field when its Synchro Summon used a "Blackwing" monster (003 §3.3.1: by
  // archetype; the materials are those it was Summoned with).
  tunerWhen: (duel, self) =>
    self.summon === 'synchro' && self.materials.some((u) => inArchetype(duel, duel.cards[u]!, BLACKWING)),
  statics: [
    {
      // 003 §3.4.4: a continuous ±, recomputed as the GY changes (TC-91, TC-92).
      kind: 'atk',
      mode: 'add',
      affects: (_d, self, c) => c.uid === self.uid,
      value: (duel, self) => 300 * cardsIn(duel, self.controller, 'you', 'gy', ofArchetype(BLACKWING)).length,
    },
  ],
  effects: [
    {
      label: 'Special Summon 1 Winged Beast Synchro Monster from your GY',
      // 003 §3.4.3: "When … : You can" is an optional trigger that can miss the timing.
      type: 'trigger',
      event: 'destroyed',
      range: ['gy'],
      when: true,
      eventFilter: (ctx, ev) => ev.uid === ctx.self.uid && ev.stamp === ctx.self.stamp && ctx.self.location === 'gy',
      category: ['special-summon', 'leaves-gy'],
      target: summonableTarget({
        side: 'you',
        zone: 'gy',
        filter: and(isSynchro, ofType('Winged Beast'), notNamed(CHIDORI)),
        prompt:
          'Target 1 Winged Beast Synchro Monster in your GY, except "Assault Blackwing - Chidori the Rain Sprinkling"',
      }),
      operation: [specialSummonTarget()],
    },
  ],
});
