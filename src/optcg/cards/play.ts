/**
 * The card language of playing Characters (001 §3-7-3): the "when your opponent plays a Character" timing, and
 * playing a card as a cost ("You may play 1 [Kotori] from your hand:", OP05-111).
 *
 *   whenOpponentPlaysCharacter({ if: [opponentsTurn], once: true }, rest(1))   // OP04-024 Sugar
 */
import type { PlayerId } from '../../core/decision.ts';
import { chooseCards } from '../rules/ask.ts';
import { CHAR_LIMIT, placeCard, trashForRoom } from '../rules/play.ts';
import type { OptcgState } from '../types.ts';
import type { Ability, Cost, Step } from './defs.ts';
import { ability, listCandidates, type AbilityOptions, type Filter } from './dsl.ts';

/** "When your opponent plays a Character" (OP04-024): from the hand or by an effect (001 §3-7-3). */
export const whenOpponentPlaysCharacter = (...a: (AbilityOptions | Step)[]): Ability =>
  ability('onOpponentPlaysCharacter', a);

/**
 * "You may play 1 [Kotori] from your hand:" as a cost (OP05-111; 001 §8-3-1): a Character card of the hand the filter
 * finds is played (no cost is paid for it: an effect plays it, 001 §3-7-3), its [On Play] activating (001 §10-2-6).
 * With a full Character area the owner also picks the Character to trash for room (001 §3-7-6-1), asked with it.
 */
export function playFromHandCost(f: Filter): Cost {
  const which = (g: OptcgState, p: PlayerId, self: number): number[] =>
    listCandidates(g, g.players[p].hand, f, self, 'Character');
  return {
    label: 'play 1 card from your hand',
    canPay: (g, s, p) => which(g, p, s).length > 0,
    choose: (x) => {
      const [c] = chooseCards(x, 'Choose the card to play from your hand', '001 §8-3-1', which(x.g, x.p, x.self), 1, 1);
      const chars = x.g.players[x.p].chars;
      if (chars.length < CHAR_LIMIT) return [c!];
      const [t] = chooseCards(
        x,
        'Your Character area is full: choose a Character to trash',
        '001 §3-7-6-1',
        chars,
        1,
        1,
      );
      return [c!, t!];
    },
    pay: (x, choice) => {
      if (choice[1] !== undefined) trashForRoom(x.g, choice[1]);
      placeCard(x.g, choice[0]!, 'hand');
    },
  };
}
