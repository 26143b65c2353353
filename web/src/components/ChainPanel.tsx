/** The chain as it builds (003 §3.5.1): each link's card and player, the last link on top (it resolves first). */
import type { YgoSeenView } from '../logic/views.ts';
import type { Players } from '../logic/players.ts';
import { nameOf, type CardNames } from '../logic/names.ts';

export function ChainPanel({ chain, names, who }: { chain: YgoSeenView['chain']; names: CardNames; who: Players }) {
  if (chain.length === 0) return null;
  return (
    <section class="panel chain" aria-label="Chain">
      <h3>Chain</h3>
      <ol reversed>
        {[...chain].reverse().map((l, i) => (
          <li key={`${chain.length - i}-${l.card}`} data-chain-card={l.card}>
            <strong>{nameOf(names, l.code)}</strong> · {who.name(l.player)}
            {l.targets.length > 0 && ` · ${l.targets.length} target${l.targets.length > 1 ? 's' : ''}`}
          </li>
        ))}
      </ol>
    </section>
  );
}
