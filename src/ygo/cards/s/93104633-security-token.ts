import { defineCard } from '../dsl/index.ts';

// 003 §3.3.2 "Tokens": a Token is a Normal Monster on the field; created by One-Time Passcode, never in a Deck.
export default defineCard({
  code: 93104633,
  name: 'Security Token',
  kind: 'monster',
  categories: ['normal', 'token'],
  level: 4,
  attribute: 'LIGHT',
  type: 'Cyberse',
  atk: 2000,
  def: 2000,
  text: 'This card can be used as a "Security Token".',
});
