/**
 * A deck for one seat: a bundled deck, or a pasted or uploaded list (`.ydk`, a `ydke://` URL, a ONE PIECE deck list).
 * "Check" asks the server's deck check (`POST /api/decks/check`) and shows its lines, each with the rule it cites.
 */
import { useState } from 'preact/hooks';
import type { DeckSpec } from '../../../src/server/protocol.ts';
import { api, type DeckCheck } from '../api.ts';

export interface DeckChoice {
  mode: 'bundled' | 'text';
  bundled: string;
  text: string;
}

export function deckSpecOf(c: DeckChoice): DeckSpec | null {
  if (c.mode === 'bundled') return c.bundled ? { bundled: c.bundled } : null;
  const text = c.text.trim();
  return text ? { text } : null;
}

export interface DeckPickerProps {
  label: string;
  game: string;
  rules: string;
  decks: string[];
  value: DeckChoice;
  onChange: (c: DeckChoice) => void;
}

export function DeckPicker({ label, game, rules, decks, value, onChange }: DeckPickerProps) {
  const [check, setCheck] = useState<DeckCheck | null>(null);
  const [checkError, setCheckError] = useState<string | null>(null);
  const set = (patch: Partial<DeckChoice>) => {
    setCheck(null);
    onChange({ ...value, ...patch });
  };
  const runCheck = async () => {
    setCheckError(null);
    try {
      setCheck(await api.checkDeck(game, rules || undefined, value.text));
    } catch (e) {
      setCheckError(e instanceof Error ? e.message : String(e));
    }
  };
  const upload = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (file) set({ mode: 'text', text: await file.text() });
  };
  const name = label.toLowerCase().replace(/\W+/g, '-');
  return (
    <fieldset class="deck-picker" data-deck={name}>
      <legend>{label}</legend>
      <label>
        <input
          type="radio"
          name={`${name}-mode`}
          checked={value.mode === 'bundled'}
          onChange={() => set({ mode: 'bundled' })}
        />{' '}
        Bundled deck{' '}
        <select
          value={value.bundled}
          disabled={value.mode !== 'bundled'}
          onChange={(e) => set({ bundled: e.currentTarget.value })}
        >
          {decks.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
      </label>
      <label>
        <input
          type="radio"
          name={`${name}-mode`}
          checked={value.mode === 'text'}
          onChange={() => set({ mode: 'text' })}
        />{' '}
        Deck list (.ydk, ydke://, ONE PIECE list)
      </label>
      {value.mode === 'text' && (
        <>
          <textarea
            rows={6}
            value={value.text}
            placeholder={game === 'ygo' ? '#main\n89631139\n…  or  ydke://…' : '1xOP01-001\n4xST01-004\n…'}
            onInput={(e) => set({ text: e.currentTarget.value })}
          />
          <div class="deck-tools">
            <input type="file" accept=".ydk,.txt,text/plain" onChange={(e) => void upload(e.currentTarget)} />
            <button type="button" onClick={() => void runCheck()} disabled={!value.text.trim()}>
              Check deck
            </button>
          </div>
        </>
      )}
      {checkError && <p class="error">{checkError}</p>}
      {check && (
        <div class={`deck-check ${check.ok ? 'ok' : 'bad'}`} role="status">
          {check.ok ? <p>The deck is legal.</p> : <p>The deck is not legal:</p>}
          <ul>
            {check.problems.map((p, i) => (
              <li key={i}>
                {p.message} <span class="rule">{p.rule}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </fieldset>
  );
}
