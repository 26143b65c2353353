/** The Yu-Gi-Oh! OCG module for the shared tools (CLI, bench, replays): decks, deck check, rendering. */
import { existsSync, readFileSync } from 'node:fs';
import { DeckFormatError, type GameModule } from '../core/module.ts';
import { findCardDef } from './cards/registry.ts';
import { printingNotes } from './cards/printings.ts';
import { bundledYgoDecks, readBundledYgoDeck } from './decks/index.ts';
import { parseDeckText } from './formats/deck-text.ts';
import type { YdkDeck } from './formats/ydk.ts';
import { ygoGame } from './game.ts';
import { ygoCatalog } from './catalog.ts';
import { YgoHeuristicAgent } from './agents/heuristic.ts';
import { ygoSearchAgent } from './agents/search.ts';
import { renderDuel } from './render.ts';
import { checkDuelConfig } from './config-check.ts';
import {
  MASTER_RULE_DECK_LIMITS,
  MR2_DECK_LIMITS,
  PRE2008_DECK_LIMITS,
  checkDeck,
  type DeckLimits,
} from './rules/deck-check.ts';
import { parseLflist, type Banlist } from './formats/lflist.ts';

/** Deck limits per rule set (003 §3.1.2; 000 p.5; 002 p.5; 004 §Deck). */
const DECK_LIMITS: Record<string, DeckLimits> = {
  'master-rule-2020': MASTER_RULE_DECK_LIMITS,
  'master-rule-4': MASTER_RULE_DECK_LIMITS,
  'master-rule-2': MR2_DECK_LIMITS,
  'pre-2008': PRE2008_DECK_LIMITS,
  'ocg-2005': PRE2008_DECK_LIMITS,
};
import type { DuelConfig, DuelState } from './state.ts';
import { RULE_SETS, type RuleSetId } from './rulesets.ts';
import type { DuelView, PublicDuelView } from './view.ts';

export function loadYgoDeck(ref: string): YdkDeck {
  const bundled = readBundledYgoDeck(ref);
  if (bundled !== undefined) return parseDeckText(bundled, `${ref}.ydk`);
  if (ref.startsWith('ydke://')) return parseDeckText(ref, 'ydke URL');
  if (!existsSync(ref))
    throw new DeckFormatError(`${ref}: no such deck file or bundled deck (bundled: ${bundledYgoDecks().join(', ')})`);
  return parseDeckText(readFileSync(ref, 'utf8'), ref);
}

export const ygoModule: GameModule<DuelState, DuelConfig, DuelView, YdkDeck, PublicDuelView> = {
  game: ygoGame,
  title: 'Yu-Gi-Oh! OCG (Master Rule)',
  bundledDecks: bundledYgoDecks,
  // 003, 000, 002, 004: the rule sets this engine plays (rulesets.ts), the current one first.
  ruleSets: Object.keys(RULE_SETS),
  defaultDecks: ['classic', 'classic'],
  benchMatchups: [['skystriker', 'skystriker']],
  loadDeck: loadYgoDeck,
  readDeck: parseDeckText,
  checkDeck: (deck, options) => {
    const limits = options?.rules === undefined ? MASTER_RULE_DECK_LIMITS : DECK_LIMITS[options.rules];
    if (!limits)
      throw new DeckFormatError(`unknown rule set "${options?.rules}" (known: ${Object.keys(DECK_LIMITS).join(', ')})`);
    let banlist: Banlist | undefined;
    if (options?.banlist) {
      const lists = parseLflist(options.banlist.text, options.banlist.source);
      const want = options.banlist.list;
      banlist = want === undefined ? lists[0] : lists.find((l) => l.name === want);
      if (!banlist)
        throw new DeckFormatError(
          `${options.banlist.source}: ${want === undefined ? 'no list in the file' : `no list named "${want}" (lists: ${lists.map((l) => l.name).join(', ')})`}`,
        );
    }
    return checkDeck(deck, limits, findCardDef, banlist);
  },
  deckNotes: (deck, options) => {
    const rules = RULE_SETS[(options?.rules ?? 'master-rule-2020') as RuleSetId];
    if (!rules) return [];
    return printingNotes([...deck.main, ...deck.extra, ...deck.side], rules);
  },
  checkConfig: (config) => checkDuelConfig(config, (deck, rules) => ygoModule.checkDeck(deck, { rules })),
  configFor: (decks, options) => {
    const rules = (options?.rules ?? 'master-rule-2020') as RuleSetId;
    if (!(rules in RULE_SETS))
      throw new DeckFormatError(`unknown rule set "${rules}" (known: ${Object.keys(RULE_SETS).join(', ')})`);
    for (const d of decks)
      for (const code of [...d.main, ...d.extra]) {
        if (!findCardDef(code)) throw new DeckFormatError(`passcode ${code} has no card implementation in this build`);
      }
    return {
      rules,
      decks: [
        { main: decks[0].main.slice(), extra: decks[0].extra.slice() },
        { main: decks[1].main.slice(), extra: decks[1].extra.slice() },
      ],
    };
  },
  swapSeats: (config) => {
    const swapped: DuelConfig = { ...config, decks: [config.decks[1], config.decks[0]] };
    // Who goes first (or chooses) is a seat: it follows the player to the other seat.
    if (config.firstPlayer !== undefined) swapped.firstPlayer = config.firstPlayer === 0 ? 1 : 0;
    if (config.chooser !== undefined) swapped.chooser = config.chooser === 0 ? 1 : 0;
    return swapped;
  },
  renderView: renderDuel,
  catalog: ygoCatalog,
  agents: {
    heuristic: (seed) => new YgoHeuristicAgent(seed),
    search: (seed, budget) => ygoSearchAgent(seed, budget),
  },
};
