/** The text of the card last hovered or tapped, from `GET /api/cards/:game/:id` (fetched once per card). */
import { useEffect, useState } from 'preact/hooks';
import { api, ApiError } from '../api.ts';
import type { CardFace } from '../logic/faces.ts';
import { nameFromLines } from '../logic/names.ts';

const cache = new Map<string, Promise<string[]>>();

function linesOf(game: string, code: string): Promise<string[]> {
  const key = `${game}:${code}`;
  let p = cache.get(key);
  if (!p) {
    p = api.card(game, code).then(
      (t) => t.lines,
      (e: unknown) => {
        // A card the server has no text for (404) stays unasked; another failure may be asked again.
        if (!(e instanceof ApiError && e.status === 404)) cache.delete(key);
        return [e instanceof ApiError && e.status === 404 ? '(the server has no text for this card)' : '(no text now)'];
      },
    );
    cache.set(key, p);
  }
  return p;
}

export function CardText({ game, face }: { game: string; face: CardFace | null }) {
  const [lines, setLines] = useState<string[]>([]);
  const code = face?.code;
  useEffect(() => {
    let live = true;
    setLines([]);
    if (code !== undefined) void linesOf(game, code).then((l) => live && setLines(l));
    return () => {
      live = false;
    };
  }, [game, code]);
  if (!face) return <section class="panel card-text">Hover or tap a card to read it.</section>;
  if (code === undefined) return <section class="panel card-text">A face-down card.</section>;
  return (
    <section class="panel card-text" aria-label="Card text">
      <h3>{face.name ?? code}</h3>
      {face.stats.length > 0 && <p class="stats">{face.stats.join(' · ')}</p>}
      {lines.slice(nameFromLines(code, lines) === face.name ? 1 : 0).map((l, i) => (
        <p key={i}>{l}</p>
      ))}
    </section>
  );
}
