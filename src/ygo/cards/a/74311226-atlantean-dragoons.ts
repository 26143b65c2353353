import { and, defineCard, levelAtMost, notNamed, ofType, searchDeck } from '../dsl/index.ts';
import { ATLANTEAN, sentForWaterMonsterEffect } from '../archetypes/atlantean.ts';

const DRAGOONS = 74311226;
const lowSeaSerpent = and(ofType('Sea Serpent'), levelAtMost(3));

export default defineCard({
  code: DRAGOONS,
  name: 'Atlantean Dragoons',
  kind: 'monster',
  categories: ['effect'],
  level: 4,
  attribute: 'WATER',
  type: 'Sea Serpent',
  atk: 1800,
  def: 0,
  setcodes: [ATLANTEAN],
  text: 'All Level 3 or lower Sea Serpent-Type monsters you control can attack your opponent directly. When this card is sent to the Graveyard to activate a WATER monster\'s effect: Add 1 Sea Serpent-Type monster from your Deck to your hand, except "Atlantean Dragoons".',
  statics: [
    {
      // "All Level 3 or lower Sea Serpent-Type monsters you control can attack your opponent directly": a continuous
      // effect of the face-up card (003 §3.4.2), this card (Level 4) aside; read with the monsters' current Type.
      kind: 'direct-attack',
      affects: (duel, self, c) => c.controller === self.controller && lowSeaSerpent(duel, c),
    },
  ],
  effects: [
    {
      label: 'Add 1 Sea Serpent-Type monster from your Deck to your hand',
      // "When …: Add": a mandatory trigger (003 §3.4.3) on the cost it was sent as (TC-70).
      type: 'trigger',
      event: 'to-gy',
      range: ['gy'],
      mandatory: true,
      eventFilter: sentForWaterMonsterEffect,
      category: ['search', 'to-hand'],
      operation: [
        searchDeck(
          and(ofType('Sea Serpent'), notNamed(DRAGOONS)),
          'Add 1 Sea Serpent-Type monster from your Deck to your hand, except "Atlantean Dragoons"',
        ),
      ],
    },
  ],
});
