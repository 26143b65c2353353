import { defineCard } from '../dsl/index.ts';

const SPYRAL = 0xee;
const SPYRAL_SUPER_AGENT = 41091257;

export default defineCard({
  incomplete: "its ignition effect (reveal the top card of the opponent's Deck)",
  code: 1322368,
  name: 'SPYRAL Double Helix',
  kind: 'monster',
  categories: ['effect', 'link'],
  setcodes: [SPYRAL],
  linkRating: 2,
  linkArrows: ['left', 'bottom'],
  attribute: 'EARTH',
  type: 'Warrior',
  atk: 1900,
  text: '2 "SPYRAL" monsters\r\nThis card\'s name becomes "SPYRAL Super Agent" while on the field or in the GY. You can declare 1 card type (Monster, Spell, or Trap); reveal the top card of your opponent\'s Deck, and if you do, and its type matches the declared type, take 1 "SPYRAL" monster from your Deck or GY, and either add it to your hand or Special Summon it to your zone this card points to. You can only use this effect of "SPYRAL Double Helix" once per turn.',
  // 003 §3.3.2: two "SPYRAL" monsters.
  linkMaterials: {
    min: 2,
    max: 2,
    filter: { label: '"SPYRAL" monster', filter: (s) => (s.setcodes ?? []).some((x) => (x & 0xfff) === SPYRAL) },
  },
  // 003 §3.3.1: its name is "SPYRAL Super Agent" on the field and in the GY; 003 §3.4.4 TC-121: negating its effects
  // does not give it back its own name.
  nameBecomes: { code: SPYRAL_SUPER_AGENT, name: 'SPYRAL Super Agent', in: ['mzone', 'gy'] },
  // TODO(kernel): the ignition effect (declare a card type, reveal the top card of the opponent's Deck, take a "SPYRAL"
  // monster) needs revealing a Deck's top card, which the engine does not have yet.
});
