import { defineCard } from '../dsl/index.ts';

export default defineCard({
  code: 87151205,
  name: 'Wattaildragon',
  kind: 'monster',
  categories: ['normal'],
  level: 6,
  attribute: 'LIGHT',
  type: 'Dragon',
  atk: 2500,
  def: 1000,
  setcodes: [0xe],
  text: 'Capable of indefinite flight. Attacks by wrapping its body with electricity and ramming into opponents.\nIMPORTANT: Capturing the "Wattaildragon" is forbidden by the Ancient Rules and is a Level 6 offense, the minimum sentence for which is imprisonment for no less than 2500 heliocycles.',
});
