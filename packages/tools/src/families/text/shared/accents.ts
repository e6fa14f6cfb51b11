/** Accents removed, and letters without a decomposition spelt out. */

const LIGATURES: Record<string, string> = {
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ħ: 'h',
  Ħ: 'H',
  ı: 'i',
  þ: 'th',
  Þ: 'Th',
  ð: 'd',
  Ð: 'D',
};

/** Strips combining diacritics (U+0300–U+036F) after canonical decomposition, and spells out letters that do not decompose (ß, æ, ø, ł …). */
export function removeAccents(input: string): string {
  return input
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ßẞæÆœŒøØłŁđĐħĦıþÞðÐ]/g, (ch) => LIGATURES[ch]!)
    .normalize('NFC');
}
