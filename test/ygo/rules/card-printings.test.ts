/**
 * Issue 11 item 16: a card plays as printed in the era of the rule set. Sangan and Witch of the Black Forest had
 * no once per turn and no name lock before their 2021 errata, so under master-rule-2, pre-2008 and ocg-2005 two of
 * them sent to the GY together both search, and the card added can be used that turn; under the current Master
 * Rule only one searches and its name is locked. The deck check says which printing a deck's cards play.
 */
import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { C } from '../../../src/ygo/cards/refs.ts';
import { cardAsOf, cardDef, defIn } from '../../../src/ygo/cards/registry.ts';
import { RULE_SETS, type RuleSetId } from '../../../src/ygo/rulesets.ts';
import { builtinRegistry } from '../../../src/cli/registry.ts';
import { cli, tempDir } from '../../cli/run-cli.ts';
import { scenario, type Scenario } from '../support/scenario.ts';

const OLDER: RuleSetId[] = ['master-rule-2', 'pre-2008', 'ocg-2005'];

/** Two copies of `searcher` Tributed together for Blue-Eyes White Dragon (Level 8: two Tributes). */
function twoTributed(rules: RuleSetId, searcher: number): Scenario {
  const s = scenario()
    .rules(rules)
    .hand(0, C.BLUE_EYES)
    .monster(0, searcher)
    .monster(0, searcher)
    .deck(0, C.FERAL_IMP, C.MYSTIC_TOMATO, C.KURIBOH)
    .deck(1, C.KURIBOH)
    .start();
  s.choose('Normal Summon Blue-Eyes White Dragon');
  s.chooseAny({ card: s.cards(0, 'mzone')[0]!.uid }, { card: s.cards(0, 'mzone')[1]!.uid });
  return s;
}

/** Answer every search with the first card offered until the turn player is back in the Main Phase. */
function searchAll(s: Scenario): number {
  let searches = 0;
  for (let i = 0; i < 50; i++) {
    const d = s.decision;
    if (!d || (s.duel.chain.length === 0 && d.about === 'main-phase-action')) break;
    if (d.about === 'effect' && d.kind === 'select-cards') {
      searches++;
      s.answer([0]);
    } else if (d.about === 'trigger-order') s.answer(d.options.map((_o, k) => k));
    else {
      const pass = d.options.findIndex((o) => o.kind === 'pass' || o.kind === 'no');
      s.answer([pass >= 0 ? pass : 0]);
    }
  }
  return searches;
}

describe('per-era printings (issue 11 item 16)', () => {
  it.each(OLDER)('under %s both Sangan search, and the card added is not locked', (rules) => {
    const s = twoTributed(rules, C.SANGAN);
    expect(searchAll(s)).toBe(2);
    expect(s.codes(0, 'hand')).toHaveLength(2);
    expect(s.duel.locks.filter((l) => l.kind === 'cannot-activate-name')).toEqual([]);
  });

  it.each(OLDER)('under %s both Witch of the Black Forest search', (rules) => {
    const s = twoTributed(rules, C.WITCH_OF_THE_BLACK_FOREST);
    expect(searchAll(s)).toBe(2);
  });

  it('under master-rule-2020 only one Sangan searches, and the name of the card added is locked', () => {
    const s = twoTributed('master-rule-2020', C.SANGAN);
    expect(searchAll(s)).toBe(1);
    expect(s.codes(0, 'hand')).toHaveLength(1);
    expect(s.duel.locks.map((l) => [l.kind, l.code])).toEqual([['cannot-activate-name', s.codes(0, 'hand')[0]]]);
  });

  it('the rule set picks the printing: text and effects', () => {
    const current = cardDef(C.SANGAN);
    expect(defIn({ rules: RULE_SETS['master-rule-2020'] }, C.SANGAN)).toBe(current);
    for (const r of OLDER) {
      const old = defIn({ rules: RULE_SETS[r] }, C.SANGAN);
      expect(old.text).toMatch(/^When this card is sent from the field to the Graveyard/);
      expect(old.effects?.[0]?.oncePerTurn).toBeUndefined();
      // The same object each time: caches keyed on the definition stay valid.
      expect(defIn({ rules: RULE_SETS[r] }, C.SANGAN)).toBe(old);
    }
    // After the errata date the current printing applies; a card with no errata is always current.
    expect(cardAsOf(C.SANGAN, '2021-04')).toBe(current);
    expect(cardAsOf(C.DARK_HOLE, '2005-12')).toBe(cardDef(C.DARK_HOLE));
  });

  it('the deck check says which cards play an older printing under the chosen rule set', async () => {
    const dir = tempDir();
    const deck = join(dir, 'searchers.ydk');
    const main = [C.SANGAN, C.SANGAN, C.WITCH_OF_THE_BLACK_FOREST, ...Array<number>(37).fill(C.FERAL_IMP)];
    writeFileSync(deck, `#main\n${main.join('\n')}\n#extra\n!side\n`);
    const run = (rules: string) => cli(['ygo', 'check', deck, '--rules', rules], '', { registry: builtinRegistry });
    const old = await run('pre-2008');
    expect(old.out.split('\n').filter((l) => l.includes('plays as printed before'))).toEqual([
      `Sangan (${C.SANGAN}) plays as printed before its 2021-04 errata under pre-2008: "When this card is sent from the field to the Graveyard: Add 1 monster with 1500 or less ATK from your Deck to your hand."`,
      `Witch of the Black Forest (${C.WITCH_OF_THE_BLACK_FOREST}) plays as printed before its 2021-04 errata under pre-2008: "When this card is sent from the field to the Graveyard: Add 1 monster with 1500 or less DEF from your Deck to your hand."`,
    ]);
    const now = await run('master-rule-2020');
    expect(now.out).not.toContain('plays as printed before');
  });
});
