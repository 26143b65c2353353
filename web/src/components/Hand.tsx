/** A hand: your cards face-up, or the opponent's as that many card backs. */
import type { CardFace } from '../logic/faces.ts';
import { CardBox } from './CardBox.tsx';

export function Hand({ faces, hidden, label }: { faces: CardFace[] | null; hidden: number; label: string }) {
  return (
    <div class="hand" aria-label={label}>
      <span class="hand-label">
        {label} ({faces ? faces.length : hidden})
      </span>
      <div class="hand-cards">
        {faces
          ? faces.map((f) => <CardBox key={f.id} face={f} />)
          : Array.from({ length: hidden }, (_, i) => <span class="card back" key={i} />)}
      </div>
    </div>
  );
}
