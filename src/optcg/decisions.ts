/**
 * What a ONE PIECE decision is about (`Decision.about`), as a closed set, and the stable option ids. A program
 * reads these instead of recognising a decision by its prompt or rule string.
 */
import type { Decision } from '../core/decision.ts';
import type { Asker } from '../core/resume.ts';

export const OPTCG_ABOUT = [
  /** 001 §5-2-1-5: the chooser goes first or second. */
  'first-or-second',
  /** 001 §5-2-1-6-1: keep or redraw the opening hand. */
  'mulligan',
  /** 001 §6-5-2: the turn player's Main Phase action (play, activate, give DON!!, attack, end). */
  'main-action',
  /** 001 §7-1-2-1: the Block Step: activate a [Blocker] or not. */
  'block-step',
  /** 001 §7-1-3: the Counter Step: a Counter card, a [Counter] Event, or pass. */
  'counter-step',
  /** 001 §10-2-10: activate a Life card's [Trigger] or add it to the hand. */
  'life-trigger',
  /** 001 §8-1-3-4-1: use a replacement instead of a K.O. */
  'ko-replacement',
  /** 001 §3-7-6-1: the Character area is full: trash one to play the new one. */
  'character-area-full',
  /** 001 §8-6-1: which pending ability resolves next. */
  'ability-order',
  /** 001 §8-3-1-4: a choice made while paying a cost ("you may …: …"). */
  'cost',
  /** 001 §8-4: a choice made while an ability resolves (cards, a number, yes/no, an order). */
  'effect',
  /** 001 §11-1-1-2 / §11-1-1-3: declare how many times an infinite loop runs. */
  'loop-iterations',
] as const;

export type OptcgAbout = (typeof OPTCG_ABOUT)[number];

/** Every ONE PIECE decision says what it is about (a decision built without `about` does not compile). */
export type OptcgDecision = Decision<OptcgAbout> & { about: OptcgAbout };

export type OptcgAsker = Asker<OptcgDecision>;

/** Option ids (DecisionOption.id): a card by its physical card number. */
export const cardId = (c: number): string => `card:${c}`;
