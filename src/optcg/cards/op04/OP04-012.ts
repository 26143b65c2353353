/** OP04-012 Nefeltari Cobra: [Your Turn] All of your {Alabasta} type Characters other than this Character gain +1000 power. */
import { aura, card, yourTurn } from '../dsl.ts';

export default card('OP04-012', {
  text: '[Your Turn] All of your {Alabasta} type Characters other than this Character gain +1000 power.',
  auras: [aura([yourTurn], 1000, { side: 'own', types: ['Alabasta'], other: true })],
});
