/** 003 §2.2.3: destruction replacements ("destroy X instead") use no chain; for battle, chosen during damage calculation and destroyed after it. */
import { describe, expect, it } from 'vitest';
import { scenario } from '../support/scenario.ts';
import { C } from '../../../src/ygo/cards/refs.ts';

describe('destruction replacement (003 §2.2.3)', () => {
  it('TC-08: Zanji attacks Cyber Dragon; Irou is destroyed instead after damage calculation, so Zanji cannot destroy the attacked monster', () => {
    const s = scenario()
      .turn(0, 'battle')
      .monster(0, C.SIX_SAMURAI_ZANJI)
      .monster(0, C.SIX_SAMURAI_IROU)
      .monster(1, C.CYBER_DRAGON)
      .start();
    s.passUntilOffered('Attack Cyber Dragon');
    s.choose('with The Six Samurai - Zanji');
    s.passUntil((x) => x.decision?.prompt.includes('would be destroyed') === true);
    // Chosen during damage calculation, before any damage is dealt.
    expect(s.duel.battle?.timing).toBe('calc');
    expect(s.lp(0)).toBe(8000);
    s.choose('Irou');
    // After damage calculation: Irou is destroyed, Zanji stays; 300 battle damage.
    expect(s.codes(0, 'gy')).toEqual([C.SIX_SAMURAI_IROU]);
    expect(s.codes(0, 'mzone')).toEqual([C.SIX_SAMURAI_ZANJI]);
    expect(s.lp(0)).toBe(7700);
    s.passUntil((x) => x.duel.battle === null);
    // At the end of the Damage Step Zanji is alone: its effect cannot be activated, Cyber Dragon stays.
    expect(s.codes(1, 'mzone')).toEqual([C.CYBER_DRAGON]);
    expect(s.events('activate').length).toBe(0);
  });

  it('declining the replacement lets the monster be destroyed', () => {
    const s = scenario()
      .turn(0, 'battle')
      .monster(0, C.SIX_SAMURAI_ZANJI)
      .monster(0, C.SIX_SAMURAI_IROU)
      .monster(1, C.CYBER_DRAGON)
      .start();
    s.passUntilOffered('Attack Cyber Dragon');
    s.choose('with The Six Samurai - Zanji');
    s.passUntil((x) => x.decision?.prompt.includes('would be destroyed') === true);
    s.answer([]);
    s.passUntil((x) => x.duel.battle === null);
    expect(s.codes(0, 'gy')).toEqual([C.SIX_SAMURAI_ZANJI]);
    expect(s.codes(0, 'mzone')).toEqual([C.SIX_SAMURAI_IROU]);
  });

  it('with another Six Samurai, Zanji destroys the monster it attacked at the end of the Damage Step', () => {
    const s = scenario()
      .turn(0, 'battle')
      .monster(0, C.SIX_SAMURAI_ZANJI)
      .monster(0, C.SIX_SAMURAI_IROU)
      .monster(1, C.CELTIC_GUARDIAN, 'defense')
      .start();
    s.passUntilOffered('Attack Celtic Guardian');
    s.choose('with The Six Samurai - Zanji');
    s.passUntil((x) => x.duel.battle === null);
    // 1800 ATK vs 1200 DEF destroys it by battle anyway; no Zanji activation is needed then.
    expect(s.codes(1, 'gy')).toEqual([C.CELTIC_GUARDIAN]);
  });

  it('effect destruction: the replacement applies inside the destruction; the substitute cannot be one already being destroyed', () => {
    // Sakuretsu Armor destroys only the attacker: Zanji may destroy Irou instead.
    const s = scenario()
      .turn(0, 'battle')
      .monster(0, C.SIX_SAMURAI_ZANJI)
      .monster(0, C.SIX_SAMURAI_IROU)
      .spellTrap(1, C.SAKURETSU_ARMOR)
      .start();
    s.passUntilOffered('Attack directly with The Six Samurai - Zanji');
    s.choose('Attack directly with The Six Samurai - Zanji');
    s.passUntilOffered('Activate Sakuretsu Armor');
    s.choose('Activate Sakuretsu Armor');
    s.passUntil((x) => x.decision?.prompt.includes('would be destroyed') === true);
    expect(s.decision?.player).toBe(0);
    s.choose('Irou');
    expect(s.codes(0, 'gy')).toEqual([C.SIX_SAMURAI_IROU]);
    expect(s.codes(0, 'mzone')).toEqual([C.SIX_SAMURAI_ZANJI]);
    // Dark Hole destroys both: neither can stand in for the other.
    const t = scenario().hand(0, C.DARK_HOLE).monster(0, C.SIX_SAMURAI_ZANJI).monster(0, C.SIX_SAMURAI_IROU).start();
    t.choose('Activate Dark Hole');
    t.passUntil((x) => x.codes(0, 'gy').length === 3);
    expect(t.codes(0, 'gy').sort()).toEqual([C.SIX_SAMURAI_ZANJI, C.SIX_SAMURAI_IROU, C.DARK_HOLE].sort());
  });
});
