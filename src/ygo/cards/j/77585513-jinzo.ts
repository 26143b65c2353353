import { defineCard, isTrap, onField } from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

export default defineCard({
  code: 77585513,
  name: 'Jinzo',
  kind: 'monster',
  categories: ['effect'],
  level: 6,
  attribute: 'DARK',
  type: 'Machine',
  atk: 2400,
  def: 1500,
  setcodes: [0xbc],
  text: 'Trap Cards, and their effects on the field, cannot be activated. Negate all Trap effects on the field.',
  statics: [
    // 003 §3.4.2: continuous monster effects apply while face-up; both players' Traps: the card's
    // activation (from the field or hand) and effects on the field. Effects in the GY/banishment still can.
    {
      kind: 'cannot-activate',
      who: 'both',
      cards: (duel, _self, c) => isTrap(duel, c) && c.location !== 'gy' && c.location !== 'banished',
    },
    // "Negate all Trap effects on the field": only while the Trap is on the field (face-up, applying).
    { kind: 'negate-effects', cards: (_duel, _self, c) => cardDef(c.code).kind === 'trap' && onField(c.location) },
  ],
});
