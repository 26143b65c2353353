/**
 * Mermail Abyssmegalo's last effect: "You can Tribute 1 other Attack Position WATER monster; this card can make a
 * second attack during each Battle Phase this turn".
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

const SECOND = /^Activate Mermail Abyssmegalo .*second attack/;

describe('Mermail Abyssmegalo (second attack)', () => {
  it('Tributes another Attack Position WATER monster, then attacks twice in the Battle Phase', () => {
    const s = scenario()
      .turn(0, 'main1', 2)
      .monster(0, C.MERMAIL_ABYSSMEGALO)
      .monster(0, C.ATLANTEAN_MARKSMAN)
      .deck(0, C.KURIBOH)
      .deck(1, C.KURIBOH)
      .start();
    s.choose(SECOND);
    s.resolveChain();
    expect(s.find(C.ATLANTEAN_MARKSMAN).location).toBe('gy');
    s.choose('Enter the Battle Phase');
    for (let i = 0; i < 2; i++) {
      s.passUntil((x) => x.has(/^Attack directly with Mermail Abyssmegalo/) || x.duel.phase !== 'battle');
      s.choose(/^Attack directly with Mermail Abyssmegalo/);
      s.passUntil((x) => x.duel.battle === null);
    }
    expect(s.lp(1)).toBe(8000 - 2 * 2400);
    expect(s.has(/^Attack directly/)).toBe(false);
  });

  it('is not offered with no other Attack Position WATER monster (a Defense Position one does not count)', () => {
    const s = scenario()
      .turn(0, 'main1', 2)
      .monster(0, C.MERMAIL_ABYSSMEGALO)
      .monster(0, C.ATLANTEAN_MARKSMAN, 'defense')
      .monster(0, C.CELTIC_GUARDIAN)
      .start();
    expect(s.has(SECOND)).toBe(false);
  });
});
