import { defineCard } from '../dsl/index.ts';

export default defineCard({
  incomplete: 'its negation of every other Trap effect this turn',
  code: 59616123,
  name: 'Trap Stun',
  kind: 'trap',
  trapType: 'normal',
  text: 'Negate all other Trap effects on the field this turn.',
  effects: [
    {
      label: 'Negate all other Trap effects on the field this turn',
      // 003 §3.3.4: a Normal Trap, Spell Speed 2: it cannot be chained to a Counter Trap (TC-69).
      type: 'activate',
      category: ['negate'],
      // TODO(kernel): a turn-long negation of every other Trap effect on the field needs a lasting, field-wide
      // "negate-effects" that outlives this card (continuous negations apply only while their card is face-up).
      operation: [],
    },
  ],
});
