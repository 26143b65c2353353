import { activateThisCard, defineCard } from '../dsl/index.ts';

export default defineCard({
  code: 81674782,
  name: 'Dimensional Fissure',
  kind: 'spell',
  spellType: 'continuous',
  text: 'Any monster sent to the Graveyard is banished instead.',
  // 003 §3.3.3: a Continuous Spell is activated (placed face-up) and then applies continuously.
  effects: [activateThisCard()],
  // 003 §3.4.4 (Destroy / Send to the GY): a replacement that sends the card to banishment instead;
  // applied by zones.ts moveCard while this card is face-up. 003 §3.3.2 TC-23: Spells (even Pendulum Zone cards) are not affected.
  statics: [{ kind: 'banish-instead-of-gy', monstersOnly: true }],
});
