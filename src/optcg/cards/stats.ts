/** Printed card statistics (001 §2), read from the project's card list `data.json`. */
import data from './data.json' with { type: 'json' };

export type Category = 'Leader' | 'Character' | 'Event' | 'Stage';

export interface CardStats {
  number: string;
  name: string;
  category: Category;
  colors: string[];
  types: string[];
  cost?: number;
  power?: number;
  counter?: number;
  life?: number;
  attributes: string[];
  text: string;
}

const byNumber = new Map<string, CardStats>();
for (const c of data as CardStats[]) byNumber.set(c.number, c);

export function statsOf(number: string): CardStats | undefined {
  return byNumber.get(number);
}

export function allCardNumbers(): string[] {
  return (data as CardStats[]).map((c) => c.number);
}
