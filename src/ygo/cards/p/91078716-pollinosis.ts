import {
  answeredLink,
  chainedToCardActivation,
  defineCard,
  negateActivation,
  negatingTheSummon,
  ofType,
  tributeCost,
} from '../dsl/index.ts';

// 003 §3.3.2 TC-44: "Tribute 1 Plant-Type monster" may Tribute a face-down Plant (Tributes may use face-down
// monsters, unlike costs that send "a monster with property X"): tributeCost looks at every monster you control.
const tributePlant = tributeCost(ofType('Plant'));

export default defineCard({
  code: 91078716,
  name: 'Pollinosis',
  kind: 'trap',
  trapType: 'counter',
  text: 'When a monster would be Normal or Special Summoned, OR a Spell/Trap Card is activated: Tribute 1 Plant-Type monster; negate the Summon or activation, and if you do, destroy that card.',
  // The two "OR" cases are two ways to activate the card, each with its own operation info.
  effects: [
    {
      label: 'Tribute 1 Plant-Type monster: negate the Summon and destroy the monster(s)',
      type: 'activate',
      // 003 §3.3.2: the Summon-negation window of a Normal or Special Summon (not a Flip Summon).
      category: ['negate-summon', 'destroy'],
      condition: (ctx) =>
        ctx.duel.summoning.length > 0 && ctx.duel.summoning.every((u) => ctx.card(u).summon !== 'flip'),
      cost: tributePlant,
      ...negatingTheSummon(),
    },
    {
      label: 'Tribute 1 Plant-Type monster: negate a Spell/Trap activation and destroy it',
      type: 'activate',
      category: ['negate', 'destroy'],
      // 003 §3.4.4 Negation: a Spell/Trap card activation, chained directly (TC-85).
      condition: chainedToCardActivation(['spell', 'trap']),
      cost: tributePlant,
      operation: [(ctx) => negateActivation(ctx.duel, answeredLink(ctx), true, ctx.player, ctx.asker)],
    },
  ],
});
