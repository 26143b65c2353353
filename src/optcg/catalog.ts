/**
 * The ONE PIECE card list for `arbiter optcg cards` and `arbiter optcg card NUMBER` (issue 8): every card of the
 * card data with its status (cards/status.ts), and one card as text: statistics, printed text, and the abilities
 * its card file gives it.
 */
import type { CardCatalog, CardListing } from '../core/module.ts';
import { defOf, type Ability, type Timing } from './cards/defs.ts';
import { cardStatus, cardStatuses } from './cards/status.ts';
import { statsOf } from './cards/stats.ts';
import { BLOCK1_SETS, setOf } from './formats/official-json.ts';
import type { Keyword } from './types.ts';

const KEYWORD: Record<Keyword, string> = {
  rush: '[Rush]',
  blocker: '[Blocker]',
  doubleAttack: '[Double Attack]',
  banish: '[Banish]',
};

const TIMING: Record<Timing, string> = {
  startOfGame: 'at the start of the game',
  startOfYourTurn: 'at the start of your turn',
  startOfOpponentsTurn: "at the start of your opponent's turn",
  startOfMain: 'at the start of the Main Phase',
  onPlay: '[On Play]',
  whenAttacking: '[When Attacking]',
  onOpponentsAttack: "[On Your Opponent's Attack]",
  onBlock: '[On Block]',
  whenAttacked: 'when attacked',
  onKO: '[On K.O.]',
  endOfYourTurn: '[End of Your Turn]',
  endOfOpponentsTurn: "[End of Your Opponent's Turn]",
  endOfBattle: 'at the end of the battle',
  activateMain: '[Activate: Main]',
  main: '[Main]',
  counter: '[Counter]',
  trigger: '[Trigger]',
  replaceKO: "instead of being K.O.'d",
  replaceLeave: 'instead of leaving the field',
  replaceOtherKO: "instead of your Character being K.O.'d",
  onLifeZero: 'when your number of Life cards becomes 0',
  onLifeToHand: 'when a card is added to your hand from your Life',
  onDrawOutsideDrawPhase: 'when you draw a card outside of your Draw Phase',
  onBattles: 'when this Character battles',
  onYourEvent: 'when you activate an Event',
  onOpponentsEvent: 'when your opponent activates an Event',
  onCharacterKOd: "when a Character is K.O.'d",
  onOpponentsCharacterKOd: "when your opponent's Character is K.O.'d",
  whenThisKOd: "when this Character is K.O.'d",
  whenThisAttacks: 'when this card attacks',
  onAttackDealsDamage: "when this card's attack deals damage to your opponent's Life",
  onYouDealDamage: "when you deal damage to your opponent's Life",
  onTriggerActivates: 'when a [Trigger] activates',
  onKOInBattle: "when this Character battles and K.O.'s your opponent's Character",
  onDonGiven: 'when this Leader or any of your Characters is given a DON!! card',
  onYouPlayFromHand: 'when you play a Character from your hand',
  onDonReturned: 'when a DON!! card on your field is returned to your DON!! deck',
  onOpponentsBlocker: 'when your opponent activates a [Blocker]',
  onOpponentPlaysCharacter: 'when your opponent plays a Character',
  onDonReturnedByYou: 'when a DON!! card on your field is returned to your DON!! deck by your effect',
};

const STATUS_NOTE = {
  implemented: 'implemented (card file)',
  vanilla: 'vanilla: no text, playable from its statistics',
  missing: 'missing: no card file; the deck check refuses it',
} as const;

function abilityLine(a: Ability): string {
  const parts = [TIMING[a.timing]];
  if (a.once) parts.push('[Once Per Turn]');
  if (a.conds.length > 0) parts.push(`${a.conds.length} condition${a.conds.length > 1 ? 's' : ''}`);
  if (a.cost.length > 0) parts.push(`cost ${a.cost.map((c) => c.label).join(' + ')}${a.mayPay ? ' (may pay)' : ''}`);
  if (a.optional) parts.push('optional');
  return `${parts.join(', ')}: ${a.text}`;
}

function describe(number: string): string[] | undefined {
  const s = statsOf(number);
  if (!s) return undefined;
  const status = cardStatus(number)!;
  const out = [`${s.number} ${s.name}`];
  out.push(`${s.category} · ${s.colors.join('/')} · ${s.types.join(' / ') || 'no type'}`);
  const stats: string[] = [];
  if (s.cost !== undefined) stats.push(`cost ${s.cost}`);
  if (s.power !== undefined) stats.push(`power ${s.power}`);
  if (s.counter !== undefined) stats.push(`counter +${s.counter}`);
  if (s.life !== undefined) stats.push(`Life ${s.life}`);
  if (s.attributes.length > 0) stats.push(`attribute ${s.attributes.join('/')}`);
  if (stats.length > 0) out.push(stats.join(' · '));
  out.push('');
  if (s.text === '') out.push('(no text)');
  else out.push(...s.text.split('\n'));
  out.push('', `status: ${STATUS_NOTE[status]}`);
  if (status !== 'implemented') return out;
  const d = defOf(number);
  const lines = [
    ...d.keywords.map((k) => `keyword ${KEYWORD[k]}`),
    ...d.gains.map(
      (g) =>
        `gains ${g.kw ? KEYWORD[g.kw] : ''}${g.power !== undefined ? `${g.power >= 0 ? '+' : '−'}${Math.abs(g.power)} power` : ''}` +
        (g.if.length > 0 ? ` (${g.if.length} condition${g.if.length > 1 ? 's' : ''})` : ''),
    ),
    ...d.auras.map(
      (a) =>
        (a.kw !== undefined
          ? `aura: ${KEYWORD[a.kw]} to the cards it names`
          : a.noBattleKO === true
            ? "aura: cannot be K.O.'d in battle, to the cards it names"
            : `aura: ${a.power >= 0 ? '+' : '−'}${Math.abs(a.power)} power to the cards it names`) +
        (a.if.length ? ' (conditional)' : ''),
    ),
    ...d.costAuras.map(
      (a) =>
        `cost: ${a.cost >= 0 ? '+' : '−'}${Math.abs(a.cost)} to the cards it names` +
        (a.spends !== undefined ? ' (once, when armed)' : '') +
        (a.if.length ? ' (conditional)' : ''),
    ),
    ...d.abilities.map(abilityLine),
  ];
  out.push('abilities:', ...(lines.length > 0 ? lines.map((l) => `  ${l}`) : ['  (none)']));
  return out;
}

export const optcgCatalog: CardCatalog = {
  sets: () => [...BLOCK1_SETS, 'P'],
  cards: (): CardListing[] =>
    cardStatuses().map(({ number, status }) => ({
      id: number,
      name: statsOf(number)!.name,
      set: setOf(number),
      status,
      playable: status !== 'missing',
    })),
  describe,
};
