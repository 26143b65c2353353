/** The Yu-Gi-Oh! OCG module for the shared tools (CLI, bench, replays): decks, deck check, rendering. */
import { existsSync, readFileSync } from 'node:fs';
import { DeckFormatError, type GameModule } from '../core/module.ts';
import { findCardDef } from './cards/registry.ts';
import { bundledYgoDecks, readBundledYgoDeck } from './decks/index.ts';
import { parseDeckText } from './formats/deck-text.ts';
import type { YdkDeck } from './formats/ydk.ts';
import { ygoGame } from './game.ts';
import { renderDuel } from './render.ts';
import { MASTER_RULE_DECK_LIMITS, checkDeck } from './rules/deck-check.ts';
import type { DuelConfig, DuelState } from './state.ts';
import type { DuelView } from './view.ts';

export function loadYgoDeck(ref: string): YdkDeck {
  const bundled = readBundledYgoDeck(ref);
  if (bundled !== undefined) return parseDeckText(bundled, `${ref}.ydk`);
  if (ref.startsWith('ydke://')) return parseDeckText(ref, 'ydke URL');
  if (!existsSync(ref)) throw new DeckFormatError(`${ref}: no such deck file or bundled deck (bundled: ${bundledYgoDecks().join(', ')})`);
  return parseDeckText(readFileSync(ref, 'utf8'), ref);
}

export const ygoModule: GameModule<DuelState, DuelConfig, DuelView, YdkDeck> = {
  game: ygoGame,
  title: 'Yu-Gi-Oh! OCG (Master Rule)',
  bundledDecks: bundledYgoDecks,
  defaultDecks: ['classic', 'classic'],
  loadDeck: loadYgoDeck,
  checkDeck: (deck) => checkDeck(deck, MASTER_RULE_DECK_LIMITS, findCardDef),
  configFor: (decks) => {
    for (const d of decks) for (const code of [...d.main, ...d.extra]) {
      if (!findCardDef(code)) throw new DeckFormatError(`passcode ${code} has no card implementation in this build`);
    }
    return { rules: 'master-rule-2020', decks: [{ main: decks[0].main.slice(), extra: decks[0].extra.slice() }, { main: decks[1].main.slice(), extra: decks[1].extra.slice() }] };
  },
  renderView: renderDuel,
};
