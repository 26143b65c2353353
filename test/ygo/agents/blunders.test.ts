/**
 * The Yu-Gi-Oh! blunder suite (issue 9): positions where a sensible player finds lethal, does not attack into a
 * stronger face-up monster, answers an obvious threat, aims removal at the biggest threat and pays with its cheapest
 * cards. The heuristic agent passes it; it plays from its player's view only, so scrambling the cards that player
 * cannot see does not change its choice.
 */
import { describe, expect, it } from 'vitest';
import { RandomAgent } from '../../../src/core/agents.ts';
import { runMatch } from '../../../src/core/match.ts';
import { YgoHeuristicAgent } from '../../../src/ygo/agents/heuristic.ts';
import { C } from '../../../src/ygo/cards/refs.ts';
import { ygoGame } from '../../../src/ygo/game.ts';
import { ygoModule } from '../../../src/ygo/module.ts';
import { scenario, type Scenario } from '../support/scenario.ts';

/** The option ids the heuristic agent answers the current decision with. */
function agentChoice(s: Scenario, seed = 1): string[] {
  const d = s.decision!;
  const answer = new YgoHeuristicAgent(seed).act({ decision: d, state: s.duel });
  return answer.map((i) => d.options[i]!.id ?? d.options[i]!.label);
}

describe('the heuristic agent avoids the blunders (issue 9)', () => {
  it('finds lethal: attacks directly when the attack wins the Duel', () => {
    const s = scenario()
      .turn(0, 'battle')
      .lp(1, 1000)
      .monster(0, C.CELTIC_GUARDIAN)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    expect(s.decision?.about).toBe('battle-step-action');
    expect(agentChoice(s)[0]).toMatch(/^attack:\d+:direct$/);
  });

  it('does not attack into a stronger face-up monster, and attacks a weaker one', () => {
    const into = scenario()
      .turn(0, 'battle')
      .monster(0, C.CELTIC_GUARDIAN)
      .monster(1, C.BLUE_EYES)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    expect(agentChoice(into)).toEqual(['phase:end-battle']);
    const weaker = scenario()
      .turn(0, 'battle')
      .monster(0, C.SUMMONED_SKULL)
      .monster(1, C.CELTIC_GUARDIAN)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    expect(agentChoice(weaker)[0]).toMatch(/^attack:/);
  });

  it('answers an attack with the Set Mirror Force', () => {
    const s = scenario()
      .turn(1, 'battle')
      .monster(1, C.BLUE_EYES)
      .spellTrap(0, C.MIRROR_FORCE)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose(/^Attack directly with Blue-Eyes/);
    s.passUntil((x) => x.decision?.player === 0 && x.decision.options.some((o) => o.kind === 'activate'));
    expect(agentChoice(s)[0]).toMatch(/^activate:/);
    expect(s.decision!.options.find((o) => o.id === agentChoice(s)[0])?.label).toMatch(/Mirror Force/);
  });

  it('takes the biggest threat with Change of Heart', () => {
    const s = scenario()
      .monster(1, C.CELTIC_GUARDIAN)
      .monster(1, C.BLUE_EYES)
      .hand(0, C.CHANGE_OF_HEART)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    const first = agentChoice(s);
    expect(s.decision!.options.find((o) => o.id === first[0])?.label).toMatch(/^Activate Change of Heart/);
    s.answer(first.map((id) => s.decision!.options.findIndex((o) => o.id === id)));
    s.passUntil((x) => x.decision?.about === 'target');
    const target = agentChoice(s)[0];
    expect(s.decision!.options.find((o) => o.id === target)?.label).toMatch(/^Blue-Eyes White Dragon/);
  });

  it('Tributes its weakest monster for a Tribute Summon', () => {
    const s = scenario()
      .monster(0, C.KURIBOH)
      .monster(0, C.CELTIC_GUARDIAN)
      .hand(0, C.SUMMONED_SKULL)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose(/^Normal Summon Summoned Skull/);
    expect(s.decision?.about).toBe('tribute');
    const tribute = agentChoice(s)[0];
    expect(s.decision!.options.find((o) => o.id === tribute)?.label).toMatch(/^Kuriboh/);
  });

  it('plays from its own view: the opponent’s hand and both Decks do not change its choice', () => {
    const make = (oppHand: number): Scenario =>
      scenario()
        .monster(1, C.CELTIC_GUARDIAN)
        .hand(0, C.SUMMONED_SKULL, C.CHANGE_OF_HEART, C.KURIBOH)
        .hand(1, oppHand, oppHand)
        .deck(0, C.FERAL_IMP, C.BLUE_EYES)
        .deck(1, C.FERAL_IMP, oppHand)
        .start();
    const a = make(C.MIRROR_FORCE);
    const b = make(C.KURIBOH);
    const label = (s: Scenario): string[] =>
      agentChoice(s, 7).map((id) => s.decision!.options.find((o) => o.id === id)!.label);
    expect(label(a)).toEqual(label(b));
  });

  it('does not draw itself out: no Pot of Greed with 2 cards left in its Deck, but with a full Deck it does', () => {
    const make = (deck: number[]): Scenario =>
      scenario()
        .turn(0, 'main1')
        .hand(0, C.POT_OF_GREED)
        .deck(0, ...deck)
        .deck(1, C.FERAL_IMP)
        .start();
    const ids = (s: Scenario): string[] => s.decision!.options.map((o) => o.id ?? o.label);
    const nearlyEmpty = make([C.FERAL_IMP, C.FERAL_IMP]);
    expect(ids(nearlyEmpty).some((id) => id.startsWith('activate:'))).toBe(true);
    expect(agentChoice(nearlyEmpty)[0]).not.toMatch(/^activate:/);
    const full = make(Array.from({ length: 30 }, () => C.FERAL_IMP));
    expect(agentChoice(full)[0]).toMatch(/^activate:/);
  });

  it('does not send its own cards to the GY for nothing (Multirole with no reason to)', () => {
    const s = scenario()
      .turn(0, 'main1')
      .spellTrap(0, C.SKY_STRIKER_MECHA_MODULES_MULTIROLE, true)
      .spellTrap(0, C.SKY_STRIKER_MECHA_MODULES_MULTIROLE, true)
      .deck(0, ...Array.from({ length: 30 }, () => C.FERAL_IMP))
      .deck(1, C.FERAL_IMP)
      .start();
    const options = s.decision!.options;
    expect(options.some((o) => o.kind === 'activate' && /Send 1 other card/.test(o.label))).toBe(true);
    const chosen = options[new YgoHeuristicAgent(1).act({ decision: s.decision!, state: s.duel })[0]!]!;
    expect(chosen.label).not.toMatch(/Send 1 other card/);
  });

  it('beats the random agent in most Sky Striker mirrors, seats alternated', () => {
    const deck = ygoModule.loadDeck('skystriker');
    const cfg = ygoModule.configFor([deck, deck]);
    let wins = 0;
    const games = 10;
    for (let g = 0; g < games; g++) {
      const seat = g % 2;
      const h = new YgoHeuristicAgent(`h${g}`);
      const r = new RandomAgent(`r${g}`);
      const out = runMatch(ygoGame, cfg, `sky-blunders:${g}`, seat === 0 ? [h, r] : [r, h], {
        maxDecisions: 50_000,
        recordReplay: false,
      });
      if (out.result?.winner === seat) wins++;
    }
    // Before it counted the cards left in its Deck it lost a third of these, mostly by drawing itself out.
    expect(wins).toBeGreaterThanOrEqual(8);
  });

  it('beats the random agent in most classic mirrors, seats alternated', () => {
    const deck = ygoModule.loadDeck('classic');
    const cfg = ygoModule.configFor([deck, deck]);
    let wins = 0;
    const games = 20;
    for (let g = 0; g < games; g++) {
      const seat = g % 2;
      const h = new YgoHeuristicAgent(`h${g}`);
      const r = new RandomAgent(`r${g}`);
      const out = runMatch(ygoGame, cfg, `blunders:${g}`, seat === 0 ? [h, r] : [r, h], {
        maxDecisions: 50_000,
        recordReplay: false,
      });
      if (out.result?.winner === seat) wins++;
    }
    // The figure over 1,000 games is in the README (issue 9 asks at least 90 %); a small sample here.
    expect(wins).toBeGreaterThanOrEqual(16);
  });
});
