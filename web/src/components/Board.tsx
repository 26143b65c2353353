/**
 * The board of either game, with the attack arrow over it and the pile dialog (GY, banished, Extra Deck, trash).
 * Used by a live match and by the replay viewer alike.
 */
import { useRef, useState } from 'preact/hooks';
import type { PlayerId } from '../../../src/core/decision.ts';
import type { AttackArrow as Attack } from '../logic/battle.ts';
import type { Players } from '../logic/players.ts';
import type { OptcgSeenView, SeenView, YgoSeenView } from '../logic/views.ts';
import { AttackArrow, type ArrowEnds } from './AttackArrow.tsx';
import { OptcgField } from './OptcgField.tsx';
import { PileDialog, type OpenPile } from './PileDialog.tsx';
import { YgoField } from './YgoField.tsx';
import { hasExtraMonsterZones, hasPendulumZones } from '../logic/rules.ts';

export interface BoardProps {
  game: string;
  rules: string | null;
  view: SeenView;
  who: Players;
  /** The attack from the events (the ONE PIECE view also has the battle in progress). */
  attack: Attack | null;
  /** Changes with every update, so the arrow is measured again. */
  tick: number;
}

export function Board({ game, rules, view, who, attack, tick }: BoardProps) {
  const root = useRef<HTMLDivElement>(null);
  const [pile, setPile] = useState<OpenPile | null>(null);
  const names = (p: PlayerId) => who.name(p);
  let ends: ArrowEnds | null = null;
  let field;
  if (game === 'ygo') {
    const v = view as YgoSeenView;
    // 003 §3.6.3: only the turn player attacks; a direct attack points at the other player.
    if (attack) ends = { ...attack, defender: 1 - v.turnPlayer };
    field = (
      <YgoField
        view={v}
        pendulumZones={hasPendulumZones(rules)}
        extraMonsterZones={hasExtraMonsterZones(rules)}
        names={names}
        onOpen={setPile}
      />
    );
  } else {
    const v = view as OptcgSeenView;
    if (v.battle) ends = { attacker: v.battle.attacker, target: v.battle.target, defender: 1 - v.turnPlayer };
    else if (attack) ends = { ...attack, defender: 1 - v.turnPlayer };
    field = <OptcgField view={v} names={names} onOpen={setPile} />;
  }
  return (
    <div class="board" ref={root}>
      {field}
      {ends && <AttackArrow ends={ends} root={root} tick={tick} />}
      {pile && <PileDialog pile={pile} onClose={() => setPile(null)} />}
    </div>
  );
}
