/**
 * A Yu-Gi-Oh! field, both sides (003 §3.2.1): per player five Main Monster Zones, five Spell & Trap Zones (the end ones
 * are the Pendulum Zones when the rule set has them), the Field Zone, Deck, Extra Deck, GY and banished cards; the
 * two shared Extra Monster Zones between the sides (when the rule set has them). The opponent's side is turned to face
 * you, as across a table.
 */
import type { PlayerId } from '../../../src/core/decision.ts';
import type { CardView, PlayerView } from '../../../src/ygo/view.ts';
import { ygoFace, ygoFieldFace } from '../logic/faces.ts';
import { nearSide, type YgoSeenView } from '../logic/views.ts';
import { CardBox } from './CardBox.tsx';
import { Hand } from './Hand.tsx';
import { Pile } from './Pile.tsx';
import type { OpenPile } from './PileDialog.tsx';
import { Zone } from './Zone.tsx';

export interface YgoFieldProps {
  view: YgoSeenView;
  /** 003 §3.2.1: the end Spell & Trap Zones are Pendulum Zones under this rule set. */
  pendulumZones: boolean;
  /** 003 §3.2.1: the rule set has the two shared Extra Monster Zones. */
  extraMonsterZones: boolean;
  names: (p: PlayerId) => string;
  onOpen: (pile: OpenPile) => void;
}

function slot(c: CardView | null | undefined) {
  return c ? <CardBox face={ygoFieldFace(c)} /> : null;
}

function Side({ view, p, pendulumZones, names, onOpen }: YgoFieldProps & { p: PlayerId }) {
  const pl: PlayerView = view.players[p];
  const near = p === nearSide(view);
  const who = names(p);
  // The far side is seen from across the table: its zones run right to left and its back row is on top.
  const order = near ? [0, 1, 2, 3, 4] : [4, 3, 2, 1, 0];
  const monsters = (
    <div class="row">
      <Zone label="Field" kind="field">
        {slot(pl.field)}
      </Zone>
      {order.map((i) => (
        <Zone key={i} label={`M${i + 1}`} kind="monster">
          {slot(pl.monsters[i])}
        </Zone>
      ))}
      <div class="piles">
        <Pile
          label="GY"
          count={pl.gy.length}
          onOpen={() => onOpen({ title: `${who}: GY`, faces: pl.gy.map(ygoFace) })}
        />
        <Pile
          label="Banished"
          count={pl.banished.length}
          onOpen={() => onOpen({ title: `${who}: banished`, faces: pl.banished.map(ygoFace) })}
        />
      </div>
    </div>
  );
  const extra = pl.extra;
  const backRow = (
    <div class="row">
      <div class="piles">
        {Array.isArray(extra) ? (
          <Pile
            label="Extra"
            count={extra.length}
            onOpen={() => onOpen({ title: `${who}: Extra Deck`, faces: extra.map(ygoFace) })}
          />
        ) : pl.extraFaceUp.length > 0 ? (
          <Pile
            label="Extra"
            count={extra}
            onOpen={() => onOpen({ title: `${who}: Extra Deck (face-up)`, faces: pl.extraFaceUp.map(ygoFace) })}
          />
        ) : (
          <Pile label="Extra" count={extra} />
        )}
      </div>
      {order.map((i) => (
        <Zone
          key={i}
          label={pendulumZones && (i === 0 || i === 4) ? `P${i === 0 ? 'L' : 'R'} / S${i + 1}` : `S${i + 1}`}
          kind={pendulumZones && (i === 0 || i === 4) ? 'pendulum' : 'spell'}
        >
          {slot(pl.spellsTraps[i])}
        </Zone>
      ))}
      <div class="piles">
        <Pile label="Deck" count={pl.deck} />
      </div>
    </div>
  );
  const hand = Array.isArray(pl.hand) ? pl.hand.map(ygoFace) : null;
  const handCount = Array.isArray(pl.hand) ? pl.hand.length : pl.hand;
  const header = (
    <div class={`player-bar${view.turnPlayer === p ? ' turn' : ''}`} data-player={p}>
      <strong>{who}</strong>
      <span class="lp" data-lp={p}>
        LP {pl.lp}
      </span>
    </div>
  );
  return (
    <section class={`side ${near ? 'near' : 'far'}`} aria-label={`${who}'s field`}>
      {near ? (
        <>
          {monsters}
          {backRow}
          {header}
          <Hand faces={hand} hidden={handCount} label="Hand" />
        </>
      ) : (
        <>
          <Hand faces={hand} hidden={handCount} label="Hand" />
          {header}
          {backRow}
          {monsters}
        </>
      )}
    </section>
  );
}

export function YgoField(props: YgoFieldProps) {
  const { view } = props;
  const you = nearSide(view);
  const emz = you === 0 ? view.extraMonsterZones : [...view.extraMonsterZones].reverse();
  return (
    <div class="ygo-field">
      <Side {...props} p={(1 - you) as PlayerId} />
      {props.extraMonsterZones && (
        <div class="row emz-row">
          <span />
          <span />
          <Zone label="EMZ" kind="emz">
            {slot(emz[0])}
          </Zone>
          <span />
          <Zone label="EMZ" kind="emz">
            {slot(emz[1])}
          </Zone>
        </div>
      )}
      <Side {...props} p={you} />
    </div>
  );
}
