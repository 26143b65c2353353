/** 001 §8-1-3-4: replacement abilities ("… would be K.O.'d / would leave the field, you may … instead"). */
import assert from 'node:assert/strict';
import type { ConformanceCase } from '../../src/core/conformance.ts';
import { Scenario } from '../../src/optcg/scenario.ts';
import { KID, LUFFY, rule } from './helpers.ts';

const PICA = 'OP05-032', // own: "[Once Per Turn] If this Character would be K.O.'d, you may rest … instead"
  ROSINANTE = 'OP05-030', // another card's: "If your rested Character would be K.O.'d, you may trash this … instead"
  ENEL = 'OP05-100', // "If this Character would leave the field, you may trash 1 … of your Life cards instead"
  VITO = 'ST02-002',
  KAROO = 'ST01-003';

/** Player 0's Leader (8000 power) attacks player 1's rested Pica, with Rosinante and Vito beside it. */
function attackPica(): Scenario {
  const s = Scenario.build({
    p0: { leader: LUFFY, leaderDon: 3 },
    p1: { leader: KID, chars: [{ code: PICA, rested: true }, ROSINANTE, VITO] },
  });
  return s
    .choose('Attack Pica (OP05-032) with Monkey')
    .choose('Do not block')
    .passUntil((x) => x.has('Yes'));
}

export const replacementCases: ConformanceCase[] = [
  rule('8-1-3-4-1', 'using a replacement is a choice: declined, the event happens', () => {
    const s = attackPica().choose('No').choose('No');
    assert.deepEqual(s.chars(1), [ROSINANTE, VITO]);
    assert.equal(s.events('ko').length, 1);
  }),
  rule('8-1-3-4-2', "the affected card's own replacement is offered first, then the other cards'", () => {
    const s = attackPica();
    assert.match(s.decision!.prompt, /^Pica \(OP05-032\) would be K\.O\.'d: rest 1 of your Characters/);
    s.choose('No');
    assert.match(s.decision!.prompt, /\(Donquixote Rosinante \(OP05-030\)\) instead\?$/);
  }),
  rule('8-1-3-4-3', 'once an event is replaced no other replacement applies to it', () => {
    const s = attackPica().choose('Yes');
    assert.equal(s.has('Yes'), false);
    assert.deepEqual([s.chars(1), s.g.rested[s.id(1, VITO)]], [[PICA, ROSINANTE, VITO], 1]);
  }),
  rule('8-1-3-4-4', 'a replacement stands for the whole event: a Character kept on the field is not K.O.d', () => {
    const s = attackPica().choose('No').choose('Yes');
    assert.deepEqual([s.chars(1), s.trash(1), s.events('ko').length], [[PICA, VITO], [ROSINANTE], 0]);
  }),
  rule('8-1-3-4-5', 'a replacement whose "instead" action cannot be done in full cannot be used', () => {
    // Enel's replacement trashes a Life card: with no Life card it is not offered, and the return happens.
    const s = Scenario.build({
      p0: { leader: LUFFY, hand: ['ST03-015'], donActive: 4 },
      p1: { leader: KID, chars: [ENEL, KAROO] },
    });
    s.choose('Activate Sables').choose('Enel');
    assert.deepEqual(s.hand(1), [ENEL]);
  }),
];
