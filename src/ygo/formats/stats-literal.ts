/**
 * CardStats as a TypeScript object literal, fields in the order card files list them, so
 * `scripts/card-stats.ts` output can be pasted into a card file as is.
 */
import type { CardStats } from '../card-stats.ts';

/** A single-quoted TypeScript string literal. */
function quote(s: string): string {
  return `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r')}'`;
}

export function statsLiteral(s: CardStats): string {
  const lines: string[] = [`  code: ${s.code},`, `  name: ${quote(s.name)},`, `  kind: ${quote(s.kind)},`];
  if (s.categories) lines.push(`  categories: [${s.categories.map(quote).join(', ')}],`);
  if (s.level !== undefined) lines.push(`  level: ${s.level},`);
  if (s.attribute) lines.push(`  attribute: ${quote(s.attribute)},`);
  if (s.type) lines.push(`  type: ${quote(s.type)},`);
  if (s.atk !== undefined) lines.push(`  atk: ${s.atk},`);
  if (s.def !== undefined) lines.push(`  def: ${s.def},`);
  if (s.spellType) lines.push(`  spellType: ${quote(s.spellType)},`);
  if (s.trapType) lines.push(`  trapType: ${quote(s.trapType)},`);
  if (s.alias !== undefined) lines.push(`  alias: ${s.alias},`);
  if (s.setcodes) lines.push(`  setcodes: [${s.setcodes.map((c) => `0x${c.toString(16)}`).join(', ')}],`);
  lines.push(`  text: ${quote(s.text)},`);
  return `{\n${lines.join('\n')}\n}`;
}
