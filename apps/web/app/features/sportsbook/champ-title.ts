/**
 * A championship named with its sport ("Футбол. Германия. Бундеслига"), unless its own name already
 * begins with the sport's ("Политика. Выборы", not "Политика. Политика. Выборы") or has no sport.
 */
export function champWithSport(sportName: string, champName: string): string {
  const sport = sportName.trim();
  if (sport === '') return champName;
  const lowerChamp = champName.toLocaleLowerCase();
  const lowerSport = sport.toLocaleLowerCase();
  if (lowerChamp === lowerSport || lowerChamp.startsWith(`${lowerSport}.`) || lowerChamp.startsWith(`${lowerSport} `)) return champName;
  return `${sport}. ${champName}`;
}
