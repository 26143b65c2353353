/**
 * The pending decision as a clear prompt: what is asked, the rule that asks it, and only the legal options (the
 * engine offers nothing else). One-option answers go on the first click; otherwise the picks are shown in order and a
 * Confirm button sends them once there are between `min` and `max`. Options about a card light it up on the board.
 */
import type { Decision, DecisionSummary } from '../../../src/core/decision.ts';
import type { GameResult } from '../../../src/core/game.ts';
import type { Players } from '../logic/players.ts';
import { reasonText, resultText } from '../logic/result.ts';
import { answersOnClick, canConfirm, pickHint } from '../logic/selection.ts';

export interface PromptProps {
  decision: Decision | null;
  waiting: DecisionSummary | null;
  result: GameResult | null;
  picked: readonly number[];
  /** Options about one card the player clicked, listed first. */
  focus: readonly number[];
  who: Players;
  onPick: (i: number) => void;
  onConfirm: () => void;
  onClear: () => void;
}

export function Prompt({ decision: d, waiting, result, picked, focus, who, onPick, onConfirm, onClear }: PromptProps) {
  if (result) {
    return (
      <section class="panel prompt result" aria-label="Result">
        <h3>{resultText(result, who)}</h3>
        <p>
          {reasonText(result.reason)} <span class="rule">{result.rule}</span>
        </p>
      </section>
    );
  }
  if (!d) {
    return (
      <section class="panel prompt waiting" aria-label="Waiting">
        <p>
          {waiting
            ? `Waiting for ${who.name(waiting.player)} (${waiting.about ?? waiting.kind})…`
            : 'Waiting for the server…'}
        </p>
      </section>
    );
  }
  const instant = answersOnClick(d);
  const order = d.options.map((_, i) => i);
  const shown = focus.length ? [...focus, ...order.filter((i) => !focus.includes(i))] : order;
  return (
    <section class="panel prompt" aria-label="Decision" data-kind={d.kind}>
      <h3>{d.prompt}</h3>
      <p class="hint">
        {instant ? 'choose one' : pickHint(d)} <span class="rule">{d.rule}</span>
      </p>
      <div class="options">
        {shown.map((i) => {
          const o = d.options[i]!;
          const at = picked.indexOf(i);
          const cls = ['option'];
          if (at >= 0) cls.push('picked');
          if (focus.includes(i)) cls.push('focus');
          return (
            <button
              type="button"
              key={i}
              class={cls.join(' ')}
              data-option={i}
              data-option-id={o.id}
              data-card={o.card}
              aria-pressed={at >= 0}
              onClick={() => onPick(i)}
            >
              {at >= 0 && d.max > 1 && <span class="pick-order">{at + 1}</span>}
              {o.label}
            </button>
          );
        })}
      </div>
      {!instant && (
        <div class="confirm">
          <button type="button" class="primary" disabled={!canConfirm(d, picked)} onClick={onConfirm}>
            Confirm{picked.length ? ` (${picked.length})` : ''}
          </button>
          <button type="button" disabled={picked.length === 0} onClick={onClear}>
            Clear
          </button>
        </div>
      )}
    </section>
  );
}
