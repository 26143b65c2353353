/** OP03-028 Jango: [On Play] Choose one: • Set up to 1 of your {East Blue} type Leader or Character cards with a cost of 6 or less as active. • Rest this Character and up to 1 of your opponent's Characters. */
import { chooseOne } from '../choice.ts';
import { card, onPlay, rest, setActive, type Step } from '../dsl.ts';
import { ev } from '../../rules/zones.ts';
import { Z } from '../../types.ts';

/** "Rest this Character": no choice; nothing when it has left the field or is rested already (001 §1-3-2). */
const restThisCharacter: Step = (x) => {
  if (x.g.zone[x.self] !== Z.chars || x.g.rested[x.self] === 1) return;
  x.g.rested[x.self] = 1;
  ev(x.g, { type: 'rest', card: x.self });
};

export default card('OP03-028', {
  text: "[On Play] Choose one:\n• Set up to 1 of your {East Blue} type Leader or Character cards with a cost of 6 or less as active.\n• Rest this Character and up to 1 of your opponent's Characters.",
  abilities: [
    onPlay(
      { text: 'choose one: set an East Blue card active, or rest this and 1 opponent Character' },
      ...chooseOne(
        {
          label: 'Set up to 1 of your {East Blue} type Leader or Character cards with a cost of 6 or less as active',
          steps: [setActive(1, { leader: true, types: ['East Blue'], maxCost: 6 })],
        },
        {
          label: "Rest this Character and up to 1 of your opponent's Characters",
          steps: [restThisCharacter, rest(1, { side: 'opponent' })],
        },
      ),
    ),
  ],
});
