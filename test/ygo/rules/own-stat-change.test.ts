/**
 * 003 §3.4.4 TC-87: "If a monster's own Ignition or Trigger changed its stats and it is later negated, the change
 * ends" (D/D/D Dragon King Pendragon's +500); a change another card made stays.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario, type Scenario } from '../support/scenario.ts';

/** Pendragon at 3100 after its own +500 (no Spell/Trap destroyed). */
function boosted(build: (b: ReturnType<typeof scenario>) => ReturnType<typeof scenario>): Scenario {
  const s = build(scenario().monster(0, C.DDD_DRAGON_KING_PENDRAGON).hand(0, C.FERAL_IMP))
    .deck(0, C.FERAL_IMP)
    .deck(1, C.FERAL_IMP)
    .start();
  s.choose(/^Activate D\/D\/D Dragon King Pendragon/);
  if (s.decision?.about === 'cost') s.choose(/^Feral Imp/);
  s.passUntil((x) => x.decision?.player === 0 && x.has('No'));
  s.choose('No');
  s.toOpenState();
  expect(s.atk(C.DDD_DRAGON_KING_PENDRAGON)).toBe(3100);
  return s;
}

describe("A monster's own stat change ends when its effects are negated (003 §3.4.4)", () => {
  it('by a resolved negation (Breakthrough Skill): back to its original ATK', () => {
    const s = boosted((b) => b.spellTrap(1, C.BREAKTHROUGH_SKILL));
    s.passUntil((x) => x.decision?.player === 1 && x.has('Activate Breakthrough Skill'));
    s.choose('Activate Breakthrough Skill');
    s.toOpenState();
    expect(s.atk(C.DDD_DRAGON_KING_PENDRAGON)).toBe(2600);
  });

  it('under a continuous negation (Skill Drain) it does not apply', () => {
    const s = boosted((b) => b.spellTrap(1, C.SKILL_DRAIN));
    s.passUntil((x) => x.decision?.player === 1 && x.has('Activate Skill Drain'));
    s.choose('Activate Skill Drain');
    s.toOpenState();
    expect(s.atk(C.DDD_DRAGON_KING_PENDRAGON)).toBe(2600);
  });

  it('a change made by another card stays under the negation (Rush Recklessly +700)', () => {
    const s = boosted((b) => b.hand(0, C.RUSH_RECKLESSLY).spellTrap(1, C.BREAKTHROUGH_SKILL));
    s.choose('Activate Rush Recklessly');
    s.toOpenState();
    expect(s.atk(C.DDD_DRAGON_KING_PENDRAGON)).toBe(3800);
    s.passUntil((x) => x.decision?.player === 1 && x.has('Activate Breakthrough Skill'));
    s.choose('Activate Breakthrough Skill');
    s.toOpenState();
    expect(s.atk(C.DDD_DRAGON_KING_PENDRAGON)).toBe(3300);
  });
});
