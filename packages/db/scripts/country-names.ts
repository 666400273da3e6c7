/**
 * English and Russian country names: the CLDR names Node's ICU knows, with the short or
 * disambiguating forms CLDR uses in lists ("Congo - Kinshasa", "о-ва Кука", "St. Lucia")
 * replaced by the names a player expects to find in a country picker.
 */
const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
const russian = new Intl.DisplayNames(['ru'], { type: 'region', fallback: 'none' });

const englishOverrides: Readonly<Record<string, string>> = {
  CD: 'DR Congo',
  CG: 'Republic of the Congo',
  HK: 'Hong Kong',
  MM: 'Myanmar',
  MO: 'Macao',
  PS: 'Palestine',
  VC: 'Saint Vincent and the Grenadines',
};

const russianOverrides: Readonly<Record<string, string>> = {
  AC: 'Остров Вознесения',
  AX: 'Аландские острова',
  BM: 'Бермудские острова',
  CC: 'Кокосовые острова',
  CD: 'ДР Конго',
  CG: 'Республика Конго',
  CK: 'Острова Кука',
  CX: 'Остров Рождества',
  FK: 'Фолклендские острова',
  FO: 'Фарерские острова',
  HK: 'Гонконг',
  IM: 'Остров Мэн',
  KY: 'Каймановы острова',
  MH: 'Маршалловы Острова',
  MM: 'Мьянма',
  MO: 'Макао',
  MP: 'Северные Марианские острова',
  NF: 'Остров Норфолк',
  PS: 'Палестина',
  SB: 'Соломоновы Острова',
  SC: 'Сейшельские Острова',
  SH: 'Остров Святой Елены',
  US: 'США',
  VG: 'Британские Виргинские острова',
  VI: 'Виргинские острова США',
};

function englishName(iso2: string): string {
  const name = englishOverrides[iso2] ?? english.of(iso2);
  if (name === undefined) throw new Error(`no English name for ${iso2}`);
  return name.replace(/ & /g, ' and ').replace(/^St\. /, 'Saint ');
}

function russianName(iso2: string): string {
  const name = russianOverrides[iso2] ?? russian.of(iso2);
  if (name === undefined) throw new Error(`no Russian name for ${iso2}`);
  // Abbreviations left in a CLDR name mean an override is missing: fail instead of shipping it.
  if (/о-в|Св\./.test(name)) throw new Error(`abbreviated Russian name for ${iso2}: ${name}`);
  return name;
}

export function countryNames(iso2: string): { name: string; nameRu: string } {
  return { name: englishName(iso2), nameRu: russianName(iso2) };
}
