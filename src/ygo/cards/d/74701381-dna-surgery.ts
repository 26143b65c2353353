import { declareType, defineCard } from '../dsl/index.ts';

export default defineCard({
  code: 74701381,
  name: 'DNA Surgery',
  kind: 'trap',
  trapType: 'continuous',
  text: 'Activate this card by declaring 1 Monster Type. All face-up monsters on the field become that Type.',
  // 003 §3.3.4: a Continuous Trap applies while face-up in the Spell & Trap Zone; 003 §3.4.4: a continuous Type
  // change of every face-up monster, once the activation has resolved (the declared Type is kept in its counter, +1).
  statics: [
    {
      kind: 'type',
      affects: (_d, self, c) => self.counter > 0 && c.location === 'mzone' && c.faceUp,
      value: (_d, self) => self.counter - 1,
    },
  ],
  effects: [
    {
      label: 'Declare 1 Type: all face-up monsters on the field become that Type',
      type: 'activate',
      category: [],
      // "Activate this card by declaring": the declaration is part of the activation (003 §3.4.1).
      target: { can: () => true, choose: declareType() },
      operation: [
        (ctx) => {
          if (!ctx.selfUnmoved()) return false;
          ctx.self.counter = (ctx.data['type'] ?? 0) + 1;
          return true;
        },
      ],
    },
  ],
});
