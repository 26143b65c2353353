/**
 * An arrow from the attacking card to its target (or to the defending player's bar for a direct attack), drawn over
 * the board from the cards' positions on screen. It is measured again after every render and on resize.
 */
import type { RefObject } from 'preact';
import { useLayoutEffect, useState } from 'preact/hooks';

export interface ArrowEnds {
  attacker: number;
  /** A card id, or -1 for a direct attack on `defender`. */
  target: number;
  /** The attack is over (drawn fainter). */
  done?: boolean;
  defender: number;
}

interface Line {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

function centre(el: Element, box: DOMRect): [number, number] {
  const r = el.getBoundingClientRect();
  return [r.left + r.width / 2 - box.left, r.top + r.height / 2 - box.top];
}

export interface AttackArrowProps {
  ends: ArrowEnds;
  root: RefObject<HTMLElement | null>;
  /** Changes with every update: the cards may have moved. */
  tick: number;
}

export function AttackArrow({ ends, root, tick }: AttackArrowProps) {
  const [line, setLine] = useState<Line | null>(null);
  useLayoutEffect(() => {
    const measure = () => {
      const host = root.current;
      if (!host) return setLine(null);
      const from = host.querySelector(`.side [data-card-id="${ends.attacker}"]`);
      const to =
        ends.target === -1
          ? host.querySelector(`[data-player="${ends.defender}"]`)
          : host.querySelector(`.side [data-card-id="${ends.target}"]`);
      if (!from || !to) return setLine(null);
      const box = host.getBoundingClientRect();
      const [x1, y1] = centre(from, box);
      const [x2, y2] = centre(to, box);
      setLine({ x1, y1, x2, y2 });
    };
    measure();
    addEventListener('resize', measure);
    return () => removeEventListener('resize', measure);
  }, [ends.attacker, ends.target, ends.defender, root, tick]);
  if (!line) return null;
  return (
    <svg
      class={`attack-arrow${ends.done ? ' done' : ''}`}
      aria-label="attack"
      data-attacker={ends.attacker}
      data-target={ends.target}
    >
      <defs>
        <marker id="arrow-head" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" markerHeight="6" orient="auto">
          <path d="M0,0 L10,5 L0,10 z" />
        </marker>
      </defs>
      <line {...line} marker-end="url(#arrow-head)" />
    </svg>
  );
}
