/** A zone on the field: its name, and the card in it (if any). */
import type { ComponentChildren } from 'preact';

export function Zone({ label, kind, children }: { label: string; kind?: string; children?: ComponentChildren }) {
  return (
    <div class={`zone${kind ? ` zone-${kind}` : ''}`} data-zone={label}>
      <span class="zone-label">{label}</span>
      {children}
    </div>
  );
}
