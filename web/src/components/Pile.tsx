/** A pile shown as its count (Deck, Extra Deck, GY, banished, trash, Life); the open ones can be opened. */
export function Pile({ label, count, onOpen }: { label: string; count: number; onOpen?: () => void }) {
  if (!onOpen) {
    return (
      <div class="pile" data-pile={label}>
        <span class="pile-label">{label}</span>
        <span class="pile-count">{count}</span>
      </div>
    );
  }
  return (
    <button type="button" class="pile open" data-pile={label} onClick={onOpen} title={`Open ${label}`}>
      <span class="pile-label">{label}</span>
      <span class="pile-count">{count}</span>
    </button>
  );
}
