import { defineCard } from '../dsl/index.ts';

export default defineCard({
  code: 18108166,
  name: 'Mystery Shell Dragon',
  kind: 'monster',
  categories: ['normal'],
  level: 4,
  attribute: 'DARK',
  type: 'Wyrm',
  atk: 2000,
  def: 0,
  text: "Mysterious living matter that suddenly appeared from a different dimension. Its attack paralyzes the target's nerves, and causes intense hallucinations.",
});
