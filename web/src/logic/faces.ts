/**
 * What a card box shows, the same for both games: its name (none when face-down and hidden), the lines of stats,
 * small badges (counters, attached DON!!, materials) and how it lies (rotated: DEF position, rested).
 */
import type { CardView as YgoCardView } from '../../../src/ygo/view.ts';
import type { CardView as OptcgCardView } from '../../../src/optcg/view/view.ts';

export interface CardFace {
  /** The card's handle in views, events and options. */
  id: number;
  /** The code the card-text API knows it by (a passcode, a card number); absent when hidden. */
  code?: string;
  name?: string;
  faceUp: boolean;
  /** Lying sideways: Defense Position (003 §3.3.1) or rested (001 §4-4). */
  rotated: boolean;
  stats: string[];
  badges: string[];
}

/**
 * A Yu-Gi-Oh! card in a hand or pile: drawn face-up for the one who knows it (only a card on the field lies
 * face-down for all to see, 003 §3.3.1), and as a back when unknown.
 */
export function ygoFace(c: YgoCardView): CardFace {
  return ygoCardFace(c, c.faceUp || c.name !== undefined);
}

/** A Yu-Gi-Oh! card on the field: face-down as it lies (its controller still sees its name). */
export function ygoFieldFace(c: YgoCardView): CardFace {
  return ygoCardFace(c, c.faceUp);
}

function ygoCardFace(c: YgoCardView, faceUp: boolean): CardFace {
  const f: CardFace = { id: c.id, faceUp, rotated: c.defense === true, stats: [], badges: [] };
  if (c.code !== undefined) f.code = String(c.code);
  if (c.name !== undefined) f.name = c.name;
  if (c.atk !== undefined) f.stats.push(c.def !== undefined ? `${c.atk} / ${c.def}` : `ATK ${c.atk}`);
  if (c.materials?.length) f.badges.push(`${c.materials.length} material${c.materials.length > 1 ? 's' : ''}`);
  for (const [kind, n] of Object.entries(c.counters ?? {})) if (n) f.badges.push(`${n} ${kind}`);
  return f;
}

export function optcgFace(c: OptcgCardView): CardFace {
  const f: CardFace = {
    id: c.id,
    code: c.number,
    name: c.name,
    faceUp: true,
    rotated: c.rested === true,
    stats: [],
    badges: [],
  };
  if (c.cost !== undefined) f.stats.push(`Cost ${c.cost}`);
  if (c.power !== undefined) f.stats.push(`${c.power}`);
  if (c.counter !== undefined) f.stats.push(`+${c.counter} counter`);
  if (c.don) f.badges.push(`DON!! ×${c.don}`);
  return f;
}
