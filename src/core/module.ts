/**
 * What a game module offers the tools shared by every game (CLI, bench, conformance,
 * replays): the Game itself plus decks, deck checks and a text rendering of a view.
 */
import type { GameAgents } from './agent-spec.ts';
import type { Decision, PlayerId } from './decision.ts';
import type { Game } from './game.ts';

/** The `rule` of a deck problem that is about this engine's card pool (a card not implemented, or only in part), not a rule of the game. */
export const CARD_POOL_RULE = 'card pool';

/** One reason a deck is not legal, naming the rule. */
export interface DeckProblem {
  rule: string;
  message: string;
}

/** A deck file that cannot be read: the message says what is wrong and where (file:line). */
export class DeckFormatError extends Error {
  override name = 'DeckFormatError';
}

/** Options for a deck check: a Forbidden/Limited list (its file text) and a rule version. */
export interface DeckCheckOptions {
  /** The text of a list file (Yu-Gi-Oh!: `lflist.conf`) and its name for messages. */
  banlist?: { text: string; source: string; list?: string };
  /** A rule-set id of the game (Yu-Gi-Oh!: 'master-rule-2020', 'master-rule-4', 'master-rule-2', 'pre-2008', 'ocg-2005'). */
  rules?: string;
}

/** One card of a game's card list, with whether the engine plays it. */
export interface CardListing {
  /** The card's number or code, as deck lists write it. */
  id: string;
  name: string;
  /** The set it belongs to (a filter of `arbiter <game> cards --set`). */
  set: string;
  /** One word: e.g. 'implemented', 'vanilla' (playable from its statistics), 'missing' (refused by the deck check). */
  status: string;
  /** Can a deck hold it? */
  playable: boolean;
}

/** A game's card list for `arbiter <game> cards` and `arbiter <game> card ID`. */
export interface CardCatalog {
  /** The sets, in the list's order. */
  sets(): string[];
  /** Every card of the list, in order. */
  cards(): CardListing[];
  /** The card as text lines (statistics, printed text, and the abilities the engine gives it); undefined if unknown. */
  describe(id: string): string[] | undefined;
}

export interface GameModule<State = unknown, Config = unknown, View = unknown, Deck = unknown, PublicView = View> {
  readonly game: Game<State, Config, View, PublicView>;
  /** Human name, e.g. "Yu-Gi-Oh! OCG". */
  readonly title: string;
  /** Names of decks shipped with the project (usable wherever a deck path is). */
  bundledDecks(): string[];
  /**
   * The rule-set ids `configFor` and `checkDeck` accept as `rules`, the default first; empty when the game has one
   * rule set and takes no `rules` option.
   */
  readonly ruleSets: readonly string[];
  /** The two decks a simulation uses when none are given. */
  readonly defaultDecks: readonly [string, string];
  /** Other matchups `npm run bench` reports after the default decks (bundled deck names). */
  readonly benchMatchups?: readonly (readonly [string, string])[];
  /** Load a deck by bundled name or file path. Throws DeckFormatError (one-line message) on bad input. */
  loadDeck(ref: string): Deck;
  /** Read a deck list's text as a player pastes or uploads it (`source` names it in messages). Throws DeckFormatError. */
  readDeck(text: string, source: string): Deck;
  /** Deck construction check; empty when legal. Throws DeckFormatError for options it cannot use. */
  checkDeck(deck: Deck, options?: DeckCheckOptions): DeckProblem[];
  /**
   * What a player should know about how the deck's cards play under the options' rule set, one line each (a card
   * played as printed before an errata, for instance); empty when nothing differs from the cards' current texts.
   */
  deckNotes?(deck: Deck, options?: DeckCheckOptions): string[];
  /**
   * A config that comes from outside (a replay file, a saved game): known fields only, values of the
   * right shape, cards that exist, and both decks legal under the config's own rule set. Empty when valid.
   */
  checkConfig(config: unknown): DeckProblem[];
  /** A game config for two decks (player 0 first in the list), optionally under a named rule set. Throws DeckFormatError for an unknown one. */
  configFor(decks: readonly [Deck, Deck], options?: { rules?: string }): Config;
  /**
   * The same game with the players' seats swapped, each keeping their deck (a rematch, issue 10): player 0's deck and
   * seat-bound settings become player 1's and back.
   */
  swapSeats(config: Config): Config;
  /** Text for a terminal: the board as `player` sees it. */
  renderView(view: View, player: PlayerId, decision: Decision | null): string;
  /** The game's agents beyond the random one (heuristic and search, issue 9). */
  readonly agents?: GameAgents;
  /** The game's card list with each card's status, when the module has one. */
  readonly catalog?: CardCatalog;
}

export type AnyGameModule = GameModule<unknown, unknown, unknown, unknown, unknown>;
