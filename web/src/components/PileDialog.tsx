/** The cards of an opened pile (a GY, banished cards, your Extra Deck, a trash); they stay pickable here. */
import type { CardFace } from '../logic/faces.ts';
import { CardBox } from './CardBox.tsx';

export interface OpenPile {
  title: string;
  faces: CardFace[];
}

export function PileDialog({ pile, onClose }: { pile: OpenPile; onClose: () => void }) {
  return (
    <div class="dialog-backdrop" onClick={onClose}>
      <div class="dialog" role="dialog" aria-label={pile.title} onClick={(e) => e.stopPropagation()}>
        <header>
          <h2>
            {pile.title} ({pile.faces.length})
          </h2>
          <button type="button" onClick={onClose}>
            Close
          </button>
        </header>
        <div class="pile-cards">
          {pile.faces.length === 0 ? <p>Empty.</p> : pile.faces.map((f) => <CardBox key={f.id} face={f} />)}
        </div>
      </div>
    </div>
  );
}
