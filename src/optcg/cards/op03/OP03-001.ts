/** OP03-001 Portgas.D.Ace: When this Leader attacks or is attacked, you may trash any number of Event or Stage cards from your hand. This Leader gains +1000 power during this battle for every card trashed. */
import { chooseCards } from '../../rules/ask.ts';
import { isAttackTarget } from '../conditions.ts';
import { card, custom, gainPower, listCandidates, trashCard, whenAttacked, whenThisAttacks } from '../dsl.ts';

/** "you may trash any number of Event or Stage cards from your hand. … +1000 … for every card trashed" (0 is "no"). */
const trashForPower = custom((x) => {
  const hand = x.g.players[x.p].hand;
  const cands = [...listCandidates(x.g, hand, {}, x.self, 'Event'), ...listCandidates(x.g, hand, {}, x.self, 'Stage')];
  const chosen = chooseCards(x, 'Trash any number of Event or Stage cards', '001 §10-2-14', cands, 0, cands.length);
  for (const c of chosen) trashCard(x.g, c, 'hand');
  if (chosen.length > 0) gainPower(1000 * chosen.length, 'battle')(x);
});

export default card('OP03-001', {
  text: 'When this Leader attacks or is attacked, you may trash any number of Event or Stage cards from your hand. This Leader gains +1000 power during this battle for every card trashed.',
  abilities: [
    whenThisAttacks({ text: 'trash Events or Stages from your hand: +1000 this battle for each' }, trashForPower),
    // 001 §7-1-3-1: "when attacked" meets its timing in the Counter Step, for the attacked card only.
    whenAttacked(
      { if: [isAttackTarget], text: 'trash Events or Stages from your hand: +1000 this battle for each' },
      trashForPower,
    ),
  ],
});
