/** OP05-007 Sabo: [On Play] K.O. up to 2 of your opponent's Characters with a total power of 4000 or less. */
import { ask, cardLabel } from '../../rules/ask.ts';
import { koChosen } from '../../rules/abilities.ts';
import { power } from '../../rules/power.ts';
import { card, custom, fieldCandidates, onPlay } from '../dsl.ts';

/**
 * "up to 2 … with a total power of 4000 or less": the options are the sets the total allows (none, one card, or two
 * whose powers add up to 4000 or less, read as the effect resolves), so an illegal pair is never offered.
 */
const koTotal4000 = custom((x) => {
  const g = x.g;
  const cands = fieldCandidates(g, x.p, { side: 'opponent' }, x.self).filter((c) => power(g, c) <= 4000);
  const sets: number[][] = [[]];
  for (let i = 0; i < cands.length; i++) {
    sets.push([cands[i]!]);
    for (let j = i + 1; j < cands.length; j++)
      if (power(g, cands[i]!) + power(g, cands[j]!) <= 4000) sets.push([cands[i]!, cands[j]!]);
  }
  if (sets.length === 1) return;
  const [k] = ask(
    x,
    'select-option',
    'K.O. up to 2 Characters with a total power of 4000 or less',
    '001 §10-2-1',
    sets.map((s, i) => ({
      id: `set:${i}`,
      label: s.length === 0 ? 'None' : s.map((c) => cardLabel(g, c)).join(' + '),
      kind: s.length === 0 ? 'pass' : 'cards',
    })),
    1,
    1,
  );
  koChosen(x, sets[k!]!);
});

export default card('OP05-007', {
  text: "[On Play] K.O. up to 2 of your opponent's Characters with a total power of 4000 or less.",
  abilities: [onPlay({ text: "K.O. up to 2 opponent's Characters with a total power of 4000 or less" }, koTotal4000)],
});
