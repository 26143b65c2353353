import { cardsIn, defineCard, destroyAll, isSpellOrTrap } from '../dsl/index.ts';

/** "Superheavy Samurai" (YGOPro setcode 0x9a; "Superheavy Samurai Soul" cards are 0x109a). */
const SUPERHEAVY_SAMURAI = 0x9a;

export default defineCard({
  code: 36953371,
  name: 'Superheavy Samurai Ogre Shutendoji',
  kind: 'monster',
  categories: ['effect', 'synchro'],
  // 003 §3.3.1 TC-19: its name contains "Superheavy Samurai", so it is a "Superheavy Samurai" card ("also treated as
  // a 'Superheavy Samurai' card"); the card data carries no archetype for it.
  alsoArchetypes: [SUPERHEAVY_SAMURAI],
  level: 6,
  attribute: 'EARTH',
  type: 'Machine',
  atk: 500,
  def: 2500,
  text: '1 Machine-Type Tuner + 1 or more non-Tuner "Superheavy Samurai" monsters\r\nThis card can attack while in face-up Defense Position. If it does, apply its DEF for damage calculation. When this card is Synchro Summoned, while you have no Spell/Trap Cards in your Graveyard: You can destroy all Spell and Trap Cards your opponent controls.',
  // 003 §3.3.2: the Tuner must be a Machine; every non-Tuner a "Superheavy Samurai" monster.
  synchroMaterials: {
    tuner: { label: 'Machine-Type Tuner', filter: (s) => s.type === 'Machine' },
    nonTuner: {
      label: '"Superheavy Samurai" monsters',
      filter: (s) => (s.setcodes ?? []).some((x) => (x & 0xfff) === SUPERHEAVY_SAMURAI),
    },
  },
  // "This card can attack while in face-up Defense Position. If it does, apply its DEF for damage calculation".
  statics: [{ kind: 'attack-from-defense' }],
  effects: [
    {
      label: 'Destroy all Spell and Trap Cards your opponent controls',
      // "When …: You can": an optional trigger that can miss the timing (003 §3.4.3).
      type: 'trigger',
      event: 'special-summoned',
      when: true,
      eventFilter: (ctx, ev) => ev.uid === ctx.self.uid && ev.stamp === ctx.self.stamp && ctx.self.summon === 'synchro',
      // "while you have no Spell/Trap Cards in your Graveyard" (003 §3.4.3: a stated condition).
      condition: (ctx) => cardsIn(ctx.duel, ctx.player, 'you', 'gy', isSpellOrTrap).length === 0,
      category: ['destroy'],
      operation: [destroyAll('opponent', 'spells')],
    },
  ],
});
