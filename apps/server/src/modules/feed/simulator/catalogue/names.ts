import { type Rng, pick, shuffled } from '../random';
import type { NameStyle } from './countries';

// Word pools for the made-up names of the simulated catalogue: towns built from two parts, club
// name patterns, nicknames and people, each with its Russian transliteration. Teams are named after
// invented towns (no club trademarks); people are random first/last name pairs.

export interface LocalName {
  en: string;
  ru: string;
}

type Pair = readonly [string, string];

const TOWN_PARTS: Record<NameStyle, { prefixes: readonly Pair[]; suffixes: readonly Pair[] }> = {
  anglo: {
    prefixes: [
      ['North', 'Норт'], ['South', 'Саут'], ['West', 'Уэст'], ['East', 'Ист'], ['Red', 'Ред'], ['Green', 'Грин'],
      ['Stone', 'Стоун'], ['Oak', 'Оук'], ['Ash', 'Эш'], ['Elm', 'Элм'], ['River', 'Ривер'], ['Lake', 'Лейк'],
      ['Bright', 'Брайт'], ['Fair', 'Фэр'], ['Kings', 'Кингс'], ['Queens', 'Куинс'], ['Silver', 'Сильвер'], ['Gold', 'Голд'],
      ['Iron', 'Айрон'], ['Black', 'Блэк'], ['White', 'Уайт'], ['High', 'Хай'], ['Long', 'Лонг'], ['Rock', 'Рок'],
      ['Clear', 'Клир'], ['Mill', 'Милл'], ['Wood', 'Вуд'], ['Brook', 'Брук'], ['Glen', 'Глен'], ['Hazel', 'Хейзел'],
    ],
    suffixes: [
      ['bridge', 'бридж'], ['ton', 'тон'], ['field', 'филд'], ['ford', 'форд'], ['port', 'порт'], ['wick', 'уик'],
      ['ham', 'хэм'], ['bury', 'бери'], ['dale', 'дейл'], ['mouth', 'мут'], ['haven', 'хейвен'], ['worth', 'уорт'],
      ['stead', 'стед'], ['gate', 'гейт'], ['by', 'би'], ['well', 'уэлл'], ['cliff', 'клифф'], ['moor', 'мур'],
      ['vale', 'вейл'], ['ley', 'ли'],
    ],
  },
  latin: {
    prefixes: [
      ['Monte', 'Монте'], ['Costa', 'Коста'], ['Valle', 'Валье'], ['Porto', 'Порто'], ['Villa', 'Вилья'], ['Campo', 'Кампо'],
      ['Rio', 'Рио'], ['Torre', 'Торре'], ['Sierra', 'Сьерра'], ['Puerto', 'Пуэрто'], ['Castel', 'Кастель'], ['Ponte', 'Понте'],
    ],
    suffixes: [
      ['alba', 'альба'], ['verde', 'верде'], ['rosa', 'роса'], ['luz', 'лус'], ['mar', 'мар'], ['sol', 'соль'],
      ['bella', 'белла'], ['nova', 'нова'], ['real', 'реаль'], ['grande', 'гранде'], ['blanca', 'бланка'], ['dorado', 'дорадо'],
    ],
  },
  germanic: {
    prefixes: [
      ['Alt', 'Альт'], ['Neu', 'Ной'], ['Ober', 'Обер'], ['Unter', 'Унтер'], ['Rosen', 'Розен'], ['Linden', 'Линден'],
      ['Eichen', 'Айхен'], ['Stein', 'Штайн'], ['Wald', 'Вальд'], ['Hohen', 'Хоэн'], ['Grün', 'Грюн'], ['Kron', 'Крон'],
      ['Nord', 'Норд'], ['Süd', 'Зюд'],
    ],
    suffixes: [
      ['burg', 'бург'], ['dorf', 'дорф'], ['stadt', 'штадт'], ['berg', 'берг'], ['feld', 'фельд'], ['hausen', 'хаузен'],
      ['heim', 'хайм'], ['tal', 'таль'], ['bach', 'бах'], ['au', 'ау'], ['hof', 'хоф'], ['brück', 'брюк'],
    ],
  },
  slavic: {
    prefixes: [
      ['Belo', 'Бело'], ['Krasno', 'Красно'], ['Novo', 'Ново'], ['Staro', 'Старо'], ['Zeleno', 'Зелено'], ['Verkhne', 'Верхне'],
      ['Nizhne', 'Нижне'], ['Svetlo', 'Светло'], ['Zlato', 'Злато'], ['Sosno', 'Сосно'], ['Berezo', 'Березо'], ['Yasno', 'Ясно'],
    ],
    suffixes: [
      ['gorsk', 'горск'], ['grad', 'град'], ['dar', 'дар'], ['pol', 'поль'], ['yarsk', 'ярск'], ['mir', 'мир'],
      ['bor', 'бор'], ['dol', 'дол'], ['lesk', 'леск'], ['ozersk', 'озёрск'], ['vodsk', 'водск'], ['rechensk', 'реченск'],
    ],
  },
  asian: {
    prefixes: [
      ['Taka', 'Така'], ['Naka', 'Нака'], ['Kawa', 'Кава'], ['Yama', 'Яма'], ['Hana', 'Хана'], ['Aki', 'Аки'],
      ['Mori', 'Мори'], ['Shira', 'Сира'], ['Kita', 'Кита'], ['Minami', 'Минами'],
    ],
    suffixes: [
      ['hara', 'хара'], ['moto', 'мото'], ['saki', 'саки'], ['shima', 'сима'], ['kawa', 'кава'], ['no', 'но'],
      ['ta', 'та'], ['zawa', 'дзава'], ['mura', 'мура'], ['oka', 'ока'],
    ],
  },
  indian: {
    prefixes: [
      ['Ram', 'Рам'], ['Shiv', 'Шив'], ['Chandra', 'Чандра'], ['Surya', 'Сурья'], ['Indra', 'Индра'], ['Hari', 'Хари'],
      ['Durga', 'Дурга'], ['Raj', 'Радж'], ['Vijay', 'Виджай'], ['Moti', 'Моти'],
    ],
    suffixes: [
      ['pur', 'пур'], ['abad', 'абад'], ['nagar', 'нагар'], ['garh', 'гарх'], ['kot', 'кот'], ['ganj', 'гандж'],
      ['pura', 'пура'], ['wadi', 'вади'],
    ],
  },
};

/** Every town name of a style, in an order shuffled by `rng`; callers take them one by one. */
export function townNames(style: NameStyle, rng: Rng): LocalName[] {
  const { prefixes, suffixes } = TOWN_PARTS[style];
  const all: LocalName[] = [];
  for (const [pEn, pRu] of prefixes) {
    for (const [sEn, sRu] of suffixes) {
      // "Stonestone", "Millmill": skip a suffix that repeats the prefix.
      if (pEn.toLowerCase().endsWith(sEn)) continue;
      all.push({ en: pEn + sEn, ru: pRu + sRu });
    }
  }
  return shuffled(rng, all);
}

const FOOTBALL_PATTERNS: Record<NameStyle, readonly Pair[]> = {
  anglo: [['{t} United', '{t} Юнайтед'], ['{t} City', '{t} Сити'], ['{t} Town', '{t} Таун'], ['{t} Rovers', '{t} Роверс'], ['{t} Athletic', '{t} Атлетик'], ['{t} Wanderers', '{t} Уондерерс'], ['{t} FC', '{t}'], ['{t} Albion', '{t} Альбион']],
  latin: [['Real {t}', 'Реал {t}'], ['Atlético {t}', 'Атлетико {t}'], ['Deportivo {t}', 'Депортиво {t}'], ['Sporting {t}', 'Спортинг {t}'], ['Unión {t}', 'Унион {t}'], ['CD {t}', '{t}'], ['{t} FC', '{t}'], ['Racing {t}', 'Расинг {t}']],
  germanic: [['FC {t}', '{t}'], ['SV {t}', '{t}'], ['SC {t}', '{t}'], ['TSV {t}', '{t}'], ['Fortuna {t}', 'Фортуна {t}'], ['Eintracht {t}', 'Айнтрахт {t}'], ['Union {t}', 'Унион {t}'], ['{t} IF', '{t}']],
  slavic: [['Dynamo {t}', 'Динамо {t}'], ['Torpedo {t}', 'Торпедо {t}'], ['Lokomotiv {t}', 'Локомотив {t}'], ['Metallurg {t}', 'Металлург {t}'], ['Shakhtyor {t}', 'Шахтёр {t}'], ['FC {t}', '{t}'], ['Sokol {t}', 'Сокол {t}'], ['Neftyanik {t}', 'Нефтяник {t}']],
  asian: [['{t} FC', '{t}'], ['{t} United', '{t} Юнайтед'], ['FC {t}', '{t}'], ['{t} City', '{t} Сити']],
  indian: [['{t} FC', '{t}'], ['{t} City', '{t} Сити'], ['{t} United', '{t} Юнайтед']],
};

const NICKNAMES: readonly Pair[] = [
  ['Wolves', 'Вулвз'], ['Bears', 'Беарз'], ['Hawks', 'Хокс'], ['Falcons', 'Фалконс'], ['Lions', 'Лайонс'], ['Tigers', 'Тайгерс'],
  ['Sharks', 'Шаркс'], ['Eagles', 'Иглз'], ['Foxes', 'Фоксес'], ['Storm', 'Шторм'], ['Thunder', 'Тандер'], ['Comets', 'Кометс'],
  ['Knights', 'Найтс'], ['Titans', 'Тайтанс'], ['Rangers', 'Рейнджерс'], ['Bulls', 'Буллз'], ['Hornets', 'Хорнетс'], ['Pirates', 'Пайретс'],
  ['Spartans', 'Спартанс'], ['Dragons', 'Драгонс'], ['Kings', 'Кингз'], ['Royals', 'Роялз'], ['Strikers', 'Страйкерс'], ['Giants', 'Джайентс'],
];

const ESPORTS_WORDS: readonly Pair[] = [
  ['Nova', 'Нова'], ['Vortex', 'Вортекс'], ['Phantom', 'Фантом'], ['Apex', 'Апекс'], ['Pulse', 'Пульс'], ['Nebula', 'Небула'],
  ['Quantum', 'Квантум'], ['Eclipse', 'Эклипс'], ['Inferno', 'Инферно'], ['Glacier', 'Глейшер'], ['Cipher', 'Сайфер'], ['Rogue Wave', 'Роуг Вейв'],
  ['Ironclad', 'Айронклад'], ['Skyline', 'Скайлайн'], ['Nightfall', 'Найтфолл'], ['Overdrive', 'Овердрайв'], ['Helix', 'Хеликс'], ['Zero Point', 'Зиро Пойнт'],
  ['Red Shift', 'Ред Шифт'], ['Blue Orbit', 'Блю Орбит'], ['Crimson Dawn', 'Кримсон Дон'], ['Static', 'Статик'], ['Lumen', 'Люмен'], ['Obsidian', 'Обсидиан'],
];

const GAMER_TAGS: readonly string[] = [
  'Ace', 'Blitz', 'Cobra', 'Drift', 'Echo', 'Frost', 'Ghost', 'Hex', 'Ion', 'Jinx', 'Koda', 'Lynx', 'Mako', 'Nitro', 'Onyx', 'Pixel',
  'Quake', 'Raven', 'Sabre', 'Tank', 'Umbra', 'Viper', 'Wisp', 'Xeno', 'Yeti', 'Zed', 'Bishop', 'Cosmo', 'Dune', 'Ember',
];

const fill = (pattern: string, town: string) => pattern.replace('{t}', town);

export function footballClubName(style: NameStyle, town: LocalName, rng: Rng): LocalName {
  const [en, ru] = pick(rng, FOOTBALL_PATTERNS[style]);
  return { en: fill(en, town.en), ru: fill(ru, town.ru) };
}

export function nicknamedClubName(town: LocalName, rng: Rng): LocalName {
  const [en, ru] = pick(rng, NICKNAMES);
  return { en: `${town.en} ${en}`, ru: `${town.ru} ${ru}` };
}

/** Esports organisations: "Team Nova", "Vortex Esports"; `index` keeps them unique. */
export function esportsTeamName(index: number): LocalName {
  const word = ESPORTS_WORDS[index % ESPORTS_WORDS.length] ?? ['Nova', 'Нова'];
  const round = Math.floor(index / ESPORTS_WORDS.length);
  const [en, ru] = round % 2 === 0 ? [`Team ${word[0]}`, `Team ${word[1]}`] : [`${word[0]} Esports`, `${word[1]} Esports`];
  return round < 2 ? { en, ru } : { en: `${en} ${round}`, ru: `${ru} ${round}` };
}

/** A cyber-sport entry is a club played by a gamer: "Northbridge (Ace)". */
export function cyberTeamName(town: LocalName, index: number): LocalName {
  const tag = GAMER_TAGS[index % GAMER_TAGS.length] ?? 'Ace';
  return { en: `${town.en} (${tag})`, ru: `${town.ru} (${tag})` };
}
