/** What happened, in words, newest at the bottom; each line with the rule it cites when the engine gave one. */
import { useEffect, useRef } from 'preact/hooks';
import type { LogLine } from '../logic/events-log.ts';

export function Log({ lines }: { lines: readonly LogLine[] }) {
  const end = useRef<HTMLLIElement>(null);
  const last = lines.at(-1)?.key;
  useEffect(() => end.current?.scrollIntoView({ block: 'nearest' }), [last]);
  return (
    <section class="panel log" aria-label="Log">
      <h3>Log</h3>
      <ol>
        {lines.map((l) => (
          <li key={l.key}>
            {l.text}
            {l.count !== undefined && <span class="repeat"> ×{l.count}</span>}
            {l.rule && <span class="rule">{l.rule}</span>}
          </li>
        ))}
        <li ref={end} class="log-end" />
      </ol>
    </section>
  );
}
