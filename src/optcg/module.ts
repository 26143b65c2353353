/** The ONE PIECE CARD GAME module for the tools shared by every game (CLI, bench, replays). */
import type { GameModule } from '../core/module.ts';
import { BUNDLED_DECKS, loadDeck } from './decks.ts';
import { optcgGame } from './engine.ts';
import { checkDeck } from './rules/deck-check.ts';
import type { DeckList, OptcgConfig, OptcgState } from './types.ts';
import { renderView } from './view/render.ts';
import type { OptcgView } from './view/view.ts';

export const optcgModule: GameModule<OptcgState, OptcgConfig, OptcgView, DeckList> = {
  game: optcgGame,
  title: 'ONE PIECE CARD GAME',
  bundledDecks: () => [...BUNDLED_DECKS],
  defaultDecks: ['st01', 'st02'],
  loadDeck,
  checkDeck: (deck) => checkDeck(deck),
  configFor: (decks) => ({ decks: [decks[0], decks[1]] }),
  renderView,
};
