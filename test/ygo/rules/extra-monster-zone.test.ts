/**
 * 003 §3.2.1: a monster in an Extra Monster Zone is a monster in a Monster Zone (issue 11 items 2 and 3): it may
 * change its battle position like the others, and it is not offered as the lone Tribute that could not free a
 * Main Monster Zone.
 */
import { describe, expect, it } from 'vitest';
import { scenario, type Scenario } from '../support/scenario.ts';
import { C } from '../../../src/ygo/cards/refs.ts';

/** Five Main Monster Zones full; Gaia the Dragon Champion Fusion Summoned into an Extra Monster Zone. */
function gaiaInExtraZone(): Scenario {
  let b = scenario()
    .hand(0, C.POLYMERIZATION, C.GAIA_FIERCE_KNIGHT, C.CURSE_OF_DRAGON, C.SUMMONED_SKULL)
    .extra(0, C.GAIA_DRAGON_CHAMPION);
  for (let i = 0; i < 5; i++) b = b.monster(0, C.CELTIC_GUARDIAN);
  const s = b.deck(0, C.FERAL_IMP, C.FERAL_IMP).deck(1, C.FERAL_IMP, C.FERAL_IMP).start();
  s.choose('Activate Polymerization');
  s.passUntil(
    (x) => x.decision?.prompt.includes('Fusion Material') === true || x.decision?.prompt.includes('position') === true,
  );
  while (s.decision?.prompt.includes('position') !== true) s.answer([0]);
  s.choose('Attack Position');
  s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.player === 0 && x.has('Go to the End Phase'));
  return s;
}

describe('Extra Monster Zone monsters (003 §3.2.1)', () => {
  it('the Fusion Monster is in an Extra Monster Zone and the Main Monster Zones are full', () => {
    const s = gaiaInExtraZone();
    expect(s.find(C.GAIA_DRAGON_CHAMPION, 'mzone').seq).toBeGreaterThanOrEqual(5);
    expect(s.duel.players[0].mzone.every((u) => u >= 0)).toBe(true);
  });

  it('is not offered as the lone Tribute that would leave no Main Monster Zone free (issue 11 item 3)', () => {
    const s = gaiaInExtraZone();
    s.choose('Normal Summon Summoned Skull');
    expect(s.decision?.about).toBe('tribute');
    expect(s.options()).toHaveLength(5);
    expect(s.options().some((l) => l.includes('Gaia the Dragon Champion'))).toBe(false);
    // Five copies of Celtic Guardian: any one will do, said so.
    s.chooseAny('Celtic');
    expect(s.codes(0, 'mzone')).toContain(C.SUMMONED_SKULL);
  });

  it('may change its battle position in a later turn, like a Main Monster Zone monster (issue 11 item 2)', () => {
    const s = gaiaInExtraZone();
    s.passUntil((x) => x.duel.turn === 5 && x.duel.phase === 'main1' && x.decision?.player === 0);
    expect(s.options()).toContain(
      'Change the battle position of Gaia the Dragon Champion (your Extra Monster Zone left)',
    );
    s.choose('Change the battle position of Gaia the Dragon Champion');
    expect(s.find(C.GAIA_DRAGON_CHAMPION, 'mzone').defense).toBe(true);
  });
});
