/** OP05-100 Enel: [Rush] [Once Per Turn] If this Character would leave the field, you may trash 1 card from the top of your Life cards instead. If there is a [Monkey.D.Luffy] Character, this effect is negated. */
import { card } from '../dsl.ts';
import { insteadOfLeave, noCharacterNamedOnField } from '../instead.ts';
import { trashLifeCost } from '../life.ts';

export default card('OP05-100', {
  text: '[Rush]\n[Once Per Turn] If this Character would leave the field, you may trash 1 card from the top of your Life cards instead. If there is a [Monkey.D.Luffy] Character, this effect is negated.',
  keywords: ['rush'],
  abilities: [
    {
      // A K.O. is leaving the field too (rules/replace.ts); trashing a Life card is no damage: no [Trigger].
      ...insteadOfLeave([trashLifeCost('top')], 'trash 1 card from the top of your Life cards', [
        // 001 §8-2-1-1: negated while either player has a [Monkey.D.Luffy] Character: it cannot be used.
        noCharacterNamedOnField('Monkey.D.Luffy'),
      ]),
      once: true,
    },
  ],
});
