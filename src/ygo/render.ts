/** A compact terminal picture of a duel view, for `arbiter ygo play`. */
import type { Decision, PlayerId } from '../core/decision.ts';
import type { CardView, DuelView, PlayerView } from './view.ts';

function cardText(c: CardView | null): string {
  if (!c) return '·';
  if (c.name === undefined) return c.faceUp ? '?' : '[face-down]';
  const pos = c.defense === undefined ? '' : c.defense ? ' DEF' : ' ATK';
  const stats = c.atk !== undefined ? ` ${c.atk}/${c.def}` : '';
  // 003 §3.4.4: counters are public.
  const counters = c.counters
    ? ` [${Object.entries(c.counters)
        .map(([k, n]) => `${k} ×${n}`)
        .join(', ')}]`
    : '';
  return `${c.name}${stats}${pos}${counters}`;
}

function fieldText(c: CardView | null): string {
  if (c && !c.faceUp && c.name !== undefined) return `(set) ${cardText(c)}`;
  return cardText(c);
}

function side(p: PlayerView, title: string): string[] {
  const hand = typeof p.hand === 'number' ? `${p.hand} card(s)` : p.hand.map(cardText).join(', ') || '-';
  const extra = typeof p.extra === 'number' ? p.extra : p.extra.length;
  // 003 §3.2.1: the face-up Extra Deck cards (Pendulum Monsters) are public.
  const faceUp = p.extraFaceUp.length ? ` (face-up: ${p.extraFaceUp.map(cardText).join(', ')})` : '';
  return [
    `${title}  LP ${p.lp}  Deck ${p.deck}  GY ${p.gy.length}  Banished ${p.banished.length}`,
    `  Monsters: ${p.monsters.map(fieldText).join(' | ')}`,
    `  Spells/Traps: ${p.spellsTraps.map(fieldText).join(' | ')}   Field: ${fieldText(p.field)}`,
    `  Hand: ${hand}`,
    `  Extra Deck: ${extra}${faceUp}`,
  ];
}

export function renderDuel(view: DuelView, player: PlayerId, _decision: Decision | null): string {
  const opp = (1 - player) as PlayerId;
  const lines = [
    `── Turn ${view.turn} (${view.turnPlayer === player ? 'yours' : "opponent's"}) · ${view.phase}${view.battleStep ? ` / ${view.battleStep} step` : ''} ──`,
    ...side(view.players[opp], 'Opponent'),
    `  Extra Monster Zones: ${view.extraMonsterZones.map(cardText).join(' | ')}`,
    ...side(view.players[player], 'You'),
  ];
  if (view.chain.length)
    lines.push(`  Chain: ${view.chain.map((l, i) => `CL${i + 1} ${l.code} (P${l.player})`).join(' → ')}`);
  return lines.join('\n');
}
