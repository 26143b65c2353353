import {
  and,
  canSpecialSummon,
  defineCard,
  discardToGyCost,
  isMonster,
  isSpellOrTrap,
  ofArchetype,
  ofAttribute,
  searchDeck,
  specialSummon,
} from '../dsl/index.ts';

const ABYSS = 0x75;

// Not implemented: "You can Tribute 1 other Attack Position WATER monster; this card can make a second attack during
// each Battle Phase this turn". The example (TC-70) needs its Special Summon and its search.
export default defineCard({
  incomplete: 'its second attack for a Tributed WATER monster',
  code: 21954587,
  name: 'Mermail Abyssmegalo',
  kind: 'monster',
  categories: ['effect'],
  level: 7,
  attribute: 'WATER',
  type: 'Sea Serpent',
  atk: 2400,
  def: 1900,
  setcodes: [0x74, ABYSS],
  text: 'You can discard 2 other WATER monsters to the GY; Special Summon this card from your hand. When Summoned this way: You can add 1 "Abyss-" Spell/Trap from your Deck to your hand. You can Tribute 1 other Attack Position WATER monster; this card can make a second attack during each Battle Phase this turn.',
  effects: [
    {
      label: 'Discard 2 other WATER monsters to the GY: Special Summon this card from your hand',
      // 003 §3.4.2: an Ignition effect activated from the hand; the discard is its cost (remembered with it: the
      // discarded Atlantean monsters' "sent to the GY to activate a WATER monster's effect", TC-70).
      type: 'ignition',
      range: ['hand'],
      category: ['special-summon'],
      cost: discardToGyCost(2, and(isMonster, ofAttribute('WATER'))),
      condition: (ctx) => canSpecialSummon(ctx.duel, ctx.self.uid, ctx.player),
      operation: [
        (ctx) => {
          if (!ctx.selfUnmoved() || ctx.self.location !== 'hand') return false;
          return specialSummon(ctx, ctx.self.uid, { defense: false });
        },
      ],
    },
    {
      label: 'Add 1 "Abyss-" Spell/Trap from your Deck to your hand',
      // "When Summoned this way: You can": an optional trigger on the Special Summon by its own first effect.
      type: 'trigger',
      event: 'special-summoned',
      when: true,
      eventFilter: (ctx, ev) =>
        ev.uid === ctx.self.uid &&
        ev.stamp === ctx.self.stamp &&
        ev.during?.uid === ctx.self.uid &&
        ev.during.effect === 0,
      category: ['search', 'to-hand'],
      operation: [
        searchDeck(and(isSpellOrTrap, ofArchetype(ABYSS)), 'Add 1 "Abyss-" Spell/Trap from your Deck to your hand'),
      ],
    },
  ],
});
