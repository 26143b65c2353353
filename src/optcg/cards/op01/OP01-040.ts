/** OP01-040 Kin'emon: [On Play] If your Leader is [Kouzuki Oden], play up to 1 {The Akazaya Nine} type Character card with a cost of 3 or less from your hand. [DON!! x1] [When Attacking] [Once Per Turn] Set up to 1 of your {The Akazaya Nine} type Character cards with a cost of 3 or less as active. */
import { card, donX, leaderIs, onPlay, onlyIf, playFromHand, setActive, whenAttacking } from '../dsl.ts';

export default card('OP01-040', {
  text: '[On Play] If your Leader is [Kouzuki Oden], play up to 1 {The Akazaya Nine} type Character card with a cost of 3 or less from your hand.\n[DON!! x1] [When Attacking] [Once Per Turn] Set up to 1 of your {The Akazaya Nine} type Character cards with a cost of 3 or less as active.',
  abilities: [
    onPlay(
      { text: 'play up to 1 {The Akazaya Nine} Character with a cost of 3 or less ([Kouzuki Oden] Leader)' },
      onlyIf(leaderIs('Kouzuki Oden'), playFromHand(1, { types: ['The Akazaya Nine'], maxCost: 3 }, 'Character')),
    ),
    whenAttacking(
      { if: [donX(1)], once: true, text: 'set up to 1 {The Akazaya Nine} Character with a cost of 3 or less active' },
      setActive(1, { types: ['The Akazaya Nine'], maxCost: 3 }),
    ),
  ],
});
