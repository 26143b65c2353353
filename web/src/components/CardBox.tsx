/** One card, drawn from its data: name, stats and badges; sideways in DEF position or rested; a back when hidden. */
import { useContext } from 'preact/hooks';
import type { CardFace } from '../logic/faces.ts';
import { BoardContext } from './board-context.ts';

export function CardBox({ face }: { face: CardFace }) {
  const board = useContext(BoardContext);
  const options = board.optionsFor(face.id).length;
  const offered = options > 0;
  const order = board.pickedOrder(face.id);
  const cls = ['card'];
  if (!face.faceUp) cls.push('face-down');
  if (face.rotated) cls.push('rotated');
  if (offered) cls.push('offered');
  if (order !== null) cls.push('picked');
  const name = face.name ?? 'Face-down';
  return (
    <button
      type="button"
      class={cls.join(' ')}
      data-card-id={face.id}
      data-options={options || undefined}
      title={face.name ?? 'a face-down card'}
      aria-pressed={order !== null}
      onClick={() => board.clickCard(face)}
      onMouseEnter={() => board.inspect(face)}
    >
      <span class="card-name">{name}</span>
      {!face.faceUp && face.name !== undefined && <span class="card-note">Set</span>}
      {face.stats.map((s) => (
        <span class="card-stat" key={s}>
          {s}
        </span>
      ))}
      {face.badges.map((b) => (
        <span class="card-badge" key={b}>
          {b}
        </span>
      ))}
      {order !== null && <span class="pick-order">{order}</span>}
    </button>
  );
}
