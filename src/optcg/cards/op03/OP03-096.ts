/** OP03-096 Tempest Kick Sky Slicer: [Main] K.O. up to 1 of your opponent's Characters with a cost of 0 or your opponent's Stages with a cost of 3 or less. [Trigger] Draw 2 cards. */
import { chooseCards } from '../../rules/ask.ts';
import { koChosen } from '../../rules/abilities.ts';
import { cost } from '../../rules/power.ts';
import { ev, moveTo, opp } from '../../rules/zones.ts';
import { card, custom, draw, fieldCandidates, main, trigger } from '../dsl.ts';
import { Z } from '../../types.ts';

/**
 * One card among the opponent's Characters with a cost of 0 and their Stage with a cost of 3 or less. A Stage is
 * K.O.'d by going to its owner's trash (the card's text extends 001 §10-2-1, 001 §1-3-1).
 */
const koCharacterOrStage = custom((x) => {
  const g = x.g;
  const stage = g.players[opp(x.p)].stage;
  const cands = fieldCandidates(g, x.p, { side: 'opponent', maxCost: 0 }, x.self);
  if (stage >= 0 && cost(g, stage) <= 3) cands.push(stage);
  const [c] = chooseCards(
    x,
    'K.O. up to 1 Character with a cost of 0 or Stage with a cost of 3 or less',
    '001 §10-2-1',
    cands,
    0,
    1,
  );
  if (c === undefined) return;
  if (g.zone[c] === Z.chars) {
    koChosen(x, [c]);
    return;
  }
  moveTo(g, c, Z.trash);
  ev(g, { type: 'ko', player: g.owner[c]!, card: c, code: g.code[c]!, cause: 'effect' });
});

export default card('OP03-096', {
  text: "[Main] K.O. up to 1 of your opponent's Characters with a cost of 0 or your opponent's Stages with a cost of 3 or less. [Trigger] Draw 2 cards.",
  abilities: [
    main(
      { text: "K.O. up to 1 opponent's Character with a cost of 0 or Stage with a cost of 3 or less" },
      koCharacterOrStage,
    ),
    trigger({ text: 'draw 2 cards' }, draw(2)),
  ],
});
