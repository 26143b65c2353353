import { and, defineCard, notNamed, ofType, searchDeck } from '../dsl/index.ts';
import { ATLANTEAN, sentForWaterMonsterEffect } from '../archetypes/atlantean.ts';

const DRAGOONS = 74311226;

// Not implemented: "All Level 3 or lower Sea Serpent-Type monsters you control can attack your opponent directly".
export default defineCard({
  incomplete: 'its direct-attack grant to Level 3 or lower Sea Serpent monsters',
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
