/**
 * Passcodes as the deck formats carry them: decimal in `.ydk`/`lflist.conf`, little-endian
 * uint32 in `ydke://` URLs. So a passcode is an integer 1..2^32-1.
 */
export const MAX_PASSCODE = 0xffffffff;

/** The passcode a token spells, or a one-phrase reason it is not one (for DeckFormatError messages). */
export function parsePasscode(token: string): number | string {
  if (!/^\d+$/.test(token)) return `"${token}" is not a passcode`;
  // Leading zeros are allowed (some exporters pad to 8 digits); the value is what counts.
  const digits = token.replace(/^0+(?=\d)/, '');
  if (digits.length > 10 || Number(digits) > MAX_PASSCODE)
    return `"${token}" is too large for a passcode (max ${MAX_PASSCODE})`;
  const value = Number(digits);
  if (value === 0) return `"${token}" is not a passcode (0)`;
  return value;
}
