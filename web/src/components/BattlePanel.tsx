/**
 * The ONE PIECE battle in progress (001 §7-1): attacker and target with their power, the step, the blocker and the
 * counters used so far.
 */
import type { CardView } from '../../../src/optcg/view/view.ts';
import type { OptcgBattleNotes } from '../logic/battle.ts';
import { nameOf, type CardNames } from '../logic/names.ts';
import type { OptcgSeenView } from '../logic/views.ts';

function findCard(view: OptcgSeenView, id: number): CardView | undefined {
  for (const p of view.players) {
    if (p.leader.id === id) return p.leader;
    const c = p.characters.find((x) => x.id === id);
    if (c) return c;
  }
  return undefined;
}

function label(view: OptcgSeenView, id: number): string {
  const c = findCard(view, id);
  return c ? `${c.name}${c.power !== undefined ? ` (${c.power})` : ''}` : 'a card';
}

export function BattlePanel({
  view,
  notes,
  names,
}: {
  view: OptcgSeenView;
  notes: OptcgBattleNotes;
  names: CardNames;
}) {
  const b = view.battle;
  if (!b) return null;
  return (
    <section class="panel battle" aria-label="Battle">
      <h3>Battle · {b.step.replace(/-/g, ' ')}</h3>
      <p>
        <strong>{label(view, b.attacker)}</strong> attacks <strong>{label(view, b.target)}</strong>
      </p>
      {notes.blocker !== null && <p>Blocked by {label(view, notes.blocker)}</p>}
      {notes.counters.map((c, i) => (
        <p key={i}>
          Counter +{c.amount}
          {c.code !== undefined ? ` (${nameOf(names, c.code)})` : ''}
        </p>
      ))}
    </section>
  );
}
