/** A compact terminal picture of a view, for `arbiter optcg play`. */
import type { Decision, PlayerId } from '../../core/decision.ts';
import type { CardView, OptcgView, PlayerView } from './view.ts';

function fc(c: CardView): string {
  const don = c.don ? ` +${c.don}D` : '';
  return `${c.name}${c.power !== undefined ? ` ${c.power}` : ''}${c.rested ? ' (R)' : ''}${don}`;
}

function side(pv: PlayerView, label: string): string[] {
  const lines = [
    `${label}: Leader ${fc(pv.leader)} | Life ${pv.life} | Deck ${pv.deckCount} | Hand ${pv.handCount} | Trash ${pv.trash.length}`,
    `  DON!!: ${pv.donActive} active, ${pv.donRested} rested, ${pv.donDeck} in DON!! deck${pv.stage ? ` | Stage: ${fc(pv.stage)}` : ''}`,
    `  Characters: ${pv.characters.length === 0 ? '-' : pv.characters.map(fc).join(' | ')}`,
  ];
  if (pv.hand)
    lines.push(
      `  Hand: ${pv.hand.map((c) => `${c.name} [${c.cost ?? '-'}]${c.counter ? ` c${c.counter}` : ''}`).join(', ')}`,
    );
  return lines;
}

/** The board as `player` sees it. The decision itself (prompt and numbered options) is printed by the CLI. */
export function renderView(view: OptcgView, player: PlayerId, _decision: Decision | null): string {
  const me = view.players[player],
    them = view.players[player === 0 ? 1 : 0];
  const lines = [
    `Turn ${view.turn} (${view.turnPlayer === player ? 'your' : "opponent's"} turn) — ${view.phase}${view.battle ? ` — battle: ${view.battle.step}` : ''}`,
  ];
  lines.push(...side(them, 'Opponent'), ...side(me, 'You'));
  if (view.result)
    lines.push(
      `Game over: ${view.result.winner === null ? 'draw' : view.result.winner === player ? 'you win' : 'you lose'} (${view.result.reason})`,
    );
  return lines.join('\n');
}
