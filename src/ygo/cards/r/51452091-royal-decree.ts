import { activateThisCard, defineCard } from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

export default defineCard({
  code: 51452091,
  name: 'Royal Decree',
  kind: 'trap',
  trapType: 'continuous',
  text: 'Negate all other Trap effects on the field.',
  // 003 §3.3.4: a Continuous Trap applies while face-up; "other Trap effects on the field" (003 §3.4.4 TC-86:
  // a negated Trap still resolves, in a negated state).
  statics: [
    {
      kind: 'negate-effects',
      cards: (_d, self, c) =>
        c.uid !== self.uid &&
        cardDef(c.code).kind === 'trap' &&
        c.faceUp &&
        (c.location === 'szone' || c.location === 'mzone'),
    },
  ],
  effects: [activateThisCard('Negate all other Trap effects on the field')],
});
