import { activateThisCard, defineCard } from '../dsl/index.ts';

export default defineCard({
  code: 30459350,
  name: 'Imperial Iron Wall',
  kind: 'trap',
  trapType: 'continuous',
  text: 'Neither player can banish cards.',
  // 003 §3.3.3: a Continuous Trap is activated (placed face-up) and then applies continuously.
  effects: [activateThisCard()],
  // 003 §3.4.4: "cannot do X" beats "do X": nothing is banished, and "banish instead" replacements (Dark Magician of
  // Chaos, Dimensional Fissure) do not apply while this card is face-up (rules/statics.ts banishForbidden, TC-75).
  statics: [{ kind: 'no-banish' }],
});
