/**
 * A ONE PIECE board, both sides (001 §3): the Leader area, the Character area, the Stage area, the cost area with its
 * active and rested DON!! (and DON!! given to cards, shown on them), Life, deck, DON!! deck and trash. The
 * opponent's side is turned to face you.
 */
import type { PlayerId } from '../../../src/core/decision.ts';
import type { PlayerView } from '../../../src/optcg/view/view.ts';
import { optcgFace } from '../logic/faces.ts';
import { nearSide, type OptcgSeenView } from '../logic/views.ts';
import { CardBox } from './CardBox.tsx';
import { Hand } from './Hand.tsx';
import { Pile } from './Pile.tsx';
import type { OpenPile } from './PileDialog.tsx';
import { Zone } from './Zone.tsx';

export interface OptcgFieldProps {
  view: OptcgSeenView;
  names: (p: PlayerId) => string;
  onOpen: (pile: OpenPile) => void;
}

function Side({ view, p, names, onOpen }: OptcgFieldProps & { p: PlayerId }) {
  const pl: PlayerView = view.players[p];
  const near = p === nearSide(view);
  const who = names(p);
  const front = (
    <div class="row optcg-front">
      <Zone label="Leader" kind="leader">
        <CardBox face={optcgFace(pl.leader)} />
      </Zone>
      <div class="characters" aria-label="Characters">
        {pl.characters.length === 0 ? (
          <span class="zone-label">Characters</span>
        ) : (
          pl.characters.map((c) => <CardBox key={c.id} face={optcgFace(c)} />)
        )}
      </div>
      <Zone label="Stage" kind="stage">
        {pl.stage ? <CardBox face={optcgFace(pl.stage)} /> : null}
      </Zone>
    </div>
  );
  const back = (
    <div class="row optcg-back">
      <div class="don" aria-label="Cost area">
        <span class="don-active" title="active DON!!">
          DON!! {pl.donActive}
        </span>
        <span class="don-rested" title="rested DON!!">
          rested {pl.donRested}
        </span>
      </div>
      <Pile label="DON!! deck" count={pl.donDeck} />
      <Pile label="Life" count={pl.life} />
      <Pile label="Deck" count={pl.deckCount} />
      <Pile
        label="Trash"
        count={pl.trash.length}
        onOpen={() => onOpen({ title: `${who}: trash`, faces: pl.trash.map(optcgFace) })}
      />
    </div>
  );
  const header = (
    <div class={`player-bar${view.turnPlayer === p ? ' turn' : ''}`} data-player={p}>
      <strong>{who}</strong>
      <span class="life" data-life={p}>
        Life {pl.life}
      </span>
    </div>
  );
  const hand = <Hand faces={pl.hand ? pl.hand.map(optcgFace) : null} hidden={pl.handCount} label="Hand" />;
  return (
    <section class={`side ${near ? 'near' : 'far'}`} aria-label={`${who}'s board`}>
      {near ? (
        <>
          {front}
          {back}
          {header}
          {hand}
        </>
      ) : (
        <>
          {hand}
          {header}
          {back}
          {front}
        </>
      )}
    </section>
  );
}

export function OptcgField(props: OptcgFieldProps) {
  const you = nearSide(props.view);
  return (
    <div class="optcg-field">
      <Side {...props} p={(1 - you) as PlayerId} />
      <Side {...props} p={you} />
    </div>
  );
}
