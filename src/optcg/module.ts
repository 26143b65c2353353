/** The ONE PIECE CARD GAME module for the tools shared by every game (CLI, bench, replays). */
import { DeckFormatError, type GameModule } from '../core/module.ts';
import { BUNDLED_DECKS, loadDeck, readDeck } from './decks.ts';
import { optcgCatalog } from './catalog.ts';
import { optcgGame } from './engine.ts';
import { checkDeck } from './rules/deck-check.ts';
import { checkGameConfig } from './config-check.ts';
import type { DeckList, OptcgConfig, OptcgState } from './types.ts';
import { renderView } from './view/render.ts';
import { OptcgHeuristicAgent } from './agents/heuristic.ts';
import { optcgSearchAgent } from './agents/search.ts';
import type { OptcgView, PublicOptcgView } from './view/view.ts';

export const optcgModule: GameModule<OptcgState, OptcgConfig, OptcgView, DeckList, PublicOptcgView> = {
  game: optcgGame,
  title: 'ONE PIECE CARD GAME',
  bundledDecks: () => [...BUNDLED_DECKS],
  // 001 is the one rule set: no `rules` option.
  ruleSets: [],
  defaultDecks: ['st01', 'st02'],
  // Issue 8 "Speed": a block-1 matchup beside ST-01 vs ST-02, two OP-01 Leaders of different colors.
  benchMatchups: [['op01-zoro', 'op01-doflamingo']],
  loadDeck,
  readDeck,
  checkDeck: (deck, options = {}) => {
    // 001 has one rule version and no Forbidden/Limited list in this engine: say so rather than ignore the option.
    if (options.banlist !== undefined)
      throw new DeckFormatError('optcg has no Forbidden/Limited list support: --lflist is not accepted');
    if (options.rules !== undefined) throw new DeckFormatError('optcg has one rule set (001): --rules is not accepted');
    return checkDeck(deck);
  },
  checkConfig: checkGameConfig,
  configFor: (decks, options = {}) => {
    if (options.rules !== undefined) throw new DeckFormatError('optcg has one rule set (001): --rules is not accepted');
    return { decks: [decks[0], decks[1]] };
  },
  swapSeats: (config) => ({ ...config, decks: [config.decks[1], config.decks[0]] }),
  renderView,
  agents: {
    heuristic: (seed) => new OptcgHeuristicAgent(seed),
    search: (seed, budget) => optcgSearchAgent(seed, budget),
  },
  catalog: optcgCatalog,
};
