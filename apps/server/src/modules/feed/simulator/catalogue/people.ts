import { type Rng, pick, shuffled } from '../random';
import type { NameStyle } from './countries';
import type { LocalName } from './names';

// People, horses, dogs, marbles and parties of the simulated catalogue, each with its Russian
// transliteration. Random pairs of common first and last names: nobody real is meant.

type Pair = readonly [string, string];
export type Gender = 'm' | 'f';

interface PeoplePool {
  men: readonly Pair[];
  women: readonly Pair[];
  last: readonly Pair[];
  /** Slavic surnames take a feminine ending. */
  feminine?: (last: Pair) => Pair;
}

const POOLS: Record<NameStyle, PeoplePool> = {
  anglo: {
    men: [['James', 'Джеймс'], ['Oliver', 'Оливер'], ['Harry', 'Гарри'], ['Jack', 'Джек'], ['Thomas', 'Томас'], ['Daniel', 'Дэниел'], ['Ryan', 'Райан'], ['Liam', 'Лиам'], ['Noah', 'Ноа'], ['Ethan', 'Итан'], ['Lucas', 'Лукас'], ['Mason', 'Мейсон']],
    women: [['Emma', 'Эмма'], ['Olivia', 'Оливия'], ['Sophie', 'Софи'], ['Grace', 'Грейс'], ['Chloe', 'Хлоя'], ['Lily', 'Лили'], ['Emily', 'Эмили'], ['Amelia', 'Амелия']],
    last: [['Carter', 'Картер'], ['Hughes', 'Хьюз'], ['Walsh', 'Уолш'], ['Porter', 'Портер'], ['Bennett', 'Беннетт'], ['Fletcher', 'Флетчер'], ['Hayes', 'Хейз'], ['Reed', 'Рид'], ['Sutton', 'Саттон'], ['Barker', 'Баркер'], ['Lowe', 'Лоу'], ['Marsh', 'Марш'], ['Griffin', 'Гриффин'], ['Shaw', 'Шоу'], ['Doyle', 'Дойл'], ['Moss', 'Мосс'], ['Pike', 'Пайк'], ['Hale', 'Хейл'], ['Quinn', 'Куинн'], ['Dawson', 'Доусон']],
  },
  latin: {
    men: [['Mateo', 'Матео'], ['Diego', 'Диего'], ['Pablo', 'Пабло'], ['Marco', 'Марко'], ['Luca', 'Лука'], ['Andrés', 'Андрес'], ['Tiago', 'Тьяго'], ['Rafael', 'Рафаэль'], ['Bruno', 'Бруно'], ['Sergio', 'Серхио']],
    women: [['Lucía', 'Лусия'], ['Sofía', 'София'], ['Valentina', 'Валентина'], ['Martina', 'Мартина'], ['Camila', 'Камила'], ['Giulia', 'Джулия'], ['Elena', 'Элена'], ['Clara', 'Клара']],
    last: [['Moreno', 'Морено'], ['Castillo', 'Кастильо'], ['Ferreira', 'Феррейра'], ['Romano', 'Романо'], ['Ortega', 'Ортега'], ['Navarro', 'Наварро'], ['Vidal', 'Видаль'], ['Costa', 'Коста'], ['Rossi', 'Росси'], ['Serrano', 'Серрано'], ['Molina', 'Молина'], ['Herrera', 'Эррера'], ['Duarte', 'Дуарте'], ['Ricci', 'Риччи'], ['Silva', 'Силва'], ['Marín', 'Марин']],
  },
  germanic: {
    men: [['Lukas', 'Лукас'], ['Jonas', 'Йонас'], ['Felix', 'Феликс'], ['Niklas', 'Никлас'], ['Erik', 'Эрик'], ['Lars', 'Ларс'], ['Anders', 'Андерс'], ['Jan', 'Ян'], ['Tobias', 'Тобиас'], ['Henrik', 'Хенрик']],
    women: [['Lena', 'Лена'], ['Hanna', 'Ханна'], ['Freya', 'Фрея'], ['Ida', 'Ида'], ['Maja', 'Майя'], ['Greta', 'Грета'], ['Astrid', 'Астрид'], ['Elin', 'Элин']],
    last: [['Berger', 'Бергер'], ['Hoffmann', 'Хоффман'], ['Lindqvist', 'Линдквист'], ['Krause', 'Краузе'], ['Vogel', 'Фогель'], ['Brandt', 'Брандт'], ['Nyberg', 'Нюберг'], ['Haas', 'Хаас'], ['Winter', 'Винтер'], ['Lund', 'Лунд'], ['Sommer', 'Зоммер'], ['Falk', 'Фальк'], ['Engel', 'Энгель'], ['Holm', 'Хольм']],
  },
  slavic: {
    men: [['Ivan', 'Иван'], ['Dmitry', 'Дмитрий'], ['Artem', 'Артём'], ['Nikita', 'Никита'], ['Maksim', 'Максим'], ['Pavel', 'Павел'], ['Egor', 'Егор'], ['Kirill', 'Кирилл'], ['Roman', 'Роман'], ['Timur', 'Тимур']],
    women: [['Anna', 'Анна'], ['Maria', 'Мария'], ['Daria', 'Дарья'], ['Polina', 'Полина'], ['Ksenia', 'Ксения'], ['Alina', 'Алина'], ['Vera', 'Вера'], ['Yana', 'Яна']],
    last: [['Sokolov', 'Соколов'], ['Orlov', 'Орлов'], ['Volkov', 'Волков'], ['Lebedev', 'Лебедев'], ['Morozov', 'Морозов'], ['Kozlov', 'Козлов'], ['Belov', 'Белов'], ['Zaitsev', 'Зайцев'], ['Gromov', 'Громов'], ['Kovalev', 'Ковалев'], ['Frolov', 'Фролов'], ['Titov', 'Титов'], ['Ilyin', 'Ильин'], ['Savin', 'Савин']],
    feminine: ([en, ru]) => [`${en}a`, `${ru}а`],
  },
  asian: {
    men: [['Kenji', 'Кэндзи'], ['Haruto', 'Харуто'], ['Min-jun', 'Мин Джун'], ['Wei', 'Вэй'], ['Hiro', 'Хиро'], ['Jun', 'Дзюн'], ['Tae-yang', 'Тэ Ян'], ['Hao', 'Хао']],
    women: [['Yuki', 'Юки'], ['Mei', 'Мэй'], ['Hana', 'Хана'], ['Ji-woo', 'Джи У'], ['Sakura', 'Сакура'], ['Lin', 'Линь']],
    last: [['Tanaka', 'Танака'], ['Sato', 'Сато'], ['Kim', 'Ким'], ['Park', 'Пак'], ['Wang', 'Ван'], ['Liu', 'Лю'], ['Zhang', 'Чжан'], ['Nakamura', 'Накамура'], ['Lee', 'Ли'], ['Choi', 'Цой'], ['Yamada', 'Ямада'], ['Zhou', 'Чжоу']],
  },
  indian: {
    men: [['Arjun', 'Арджун'], ['Rohan', 'Рохан'], ['Vikram', 'Викрам'], ['Aditya', 'Адитья'], ['Karan', 'Каран'], ['Rahul', 'Рахул'], ['Sanjay', 'Санджай'], ['Imran', 'Имран'], ['Dev', 'Дев'], ['Nikhil', 'Никхил']],
    women: [['Priya', 'Прия'], ['Ananya', 'Ананья'], ['Kavya', 'Кавья'], ['Meera', 'Мира'], ['Isha', 'Иша'], ['Sana', 'Сана']],
    last: [['Sharma', 'Шарма'], ['Patel', 'Патель'], ['Iyer', 'Айер'], ['Nair', 'Наир'], ['Reddy', 'Редди'], ['Mehta', 'Мехта'], ['Rao', 'Рао'], ['Kapoor', 'Капур'], ['Desai', 'Десаи'], ['Joshi', 'Джоши'], ['Khan', 'Хан'], ['Malik', 'Малик']],
  },
};

export interface PersonName {
  full: LocalName;
  /** "Carter J.", the short form of tennis and table tennis feeds. */
  short: LocalName;
}

/** A random person of a style; callers keep names unique with `usedNames`. */
export function personName(style: NameStyle, gender: Gender, rng: Rng, usedNames: Set<string>): PersonName {
  const pool = POOLS[style];
  for (let attempt = 0; ; attempt++) {
    const first = pick(rng, gender === 'm' ? pool.men : pool.women);
    const baseLast = pick(rng, pool.last);
    const last = gender === 'f' && pool.feminine !== undefined ? pool.feminine(baseLast) : baseLast;
    const full = { en: `${first[0]} ${last[0]}`, ru: `${first[1]} ${last[1]}` };
    // After many clashes a middle initial keeps the name unique.
    const suffix = attempt > 20 ? ` ${String.fromCharCode(65 + (attempt % 26))}.` : '';
    const short = { en: `${last[0]} ${first[0].charAt(0)}.${suffix}`, ru: `${last[1]} ${first[1].charAt(0)}.${suffix}` };
    if (usedNames.has(short.en)) continue;
    usedNames.add(short.en);
    return { full: suffix === '' ? full : { en: full.en + suffix, ru: full.ru + suffix }, short };
  }
}

const RUNNER_FIRST: readonly Pair[] = [
  ['Silver', 'Сильвер'], ['Golden', 'Голден'], ['Royal', 'Роял'], ['Wild', 'Уайлд'], ['Midnight', 'Миднайт'], ['Northern', 'Нозерн'],
  ['Lucky', 'Лаки'], ['Brave', 'Брейв'], ['Swift', 'Свифт'], ['Dancing', 'Дансинг'], ['Desert', 'Дезерт'], ['Ocean', 'Оушен'],
  ['Summer', 'Саммер'], ['Iron', 'Айрон'], ['Crimson', 'Кримсон'], ['Misty', 'Мисти'],
];
const RUNNER_SECOND: readonly Pair[] = [
  ['Arrow', 'Эрроу'], ['Star', 'Стар'], ['Dancer', 'Дансер'], ['Thunder', 'Тандер'], ['Spirit', 'Спирит'], ['Legend', 'Ледженд'],
  ['Flame', 'Флейм'], ['Storm', 'Шторм'], ['Prince', 'Принс'], ['Lady', 'Леди'], ['Wind', 'Уинд'], ['Dream', 'Дрим'],
  ['Knight', 'Найт'], ['Echo', 'Эхо'], ['Breeze', 'Бриз'], ['Rocket', 'Рокет'],
];

/** `count` distinct two-word runner names (horses, greyhounds). */
export function runnerNames(count: number, rng: Rng): LocalName[] {
  const all: LocalName[] = [];
  for (const [fEn, fRu] of RUNNER_FIRST) for (const [sEn, sRu] of RUNNER_SECOND) all.push({ en: `${fEn} ${sEn}`, ru: `${fRu} ${sRu}` });
  return shuffled(rng, all).slice(0, count);
}

const localNames = (pairs: readonly Pair[]): LocalName[] => pairs.map(([en, ru]) => ({ en, ru }));

export const MARBLE_NAMES: readonly LocalName[] = localNames([
  ['Ruby', 'Рубин'], ['Sapphire', 'Сапфир'], ['Comet', 'Комета'], ['Whirl', 'Вихрь'], ['Amber', 'Янтарь'], ['Emerald', 'Изумруд'],
  ['Onyx', 'Оникс'], ['Topaz', 'Топаз'], ['Garnet', 'Гранат'], ['Amethyst', 'Аметист'], ['Opal', 'Опал'], ['Quartz', 'Кварц'],
  ['Spark', 'Искра'], ['Bolt', 'Молния'], ['Gale', 'Буря'], ['Mist', 'Туман'],
]);

export const PARTIES: readonly LocalName[] = localNames([
  ['Green Future', 'Зелёное будущее'], ['Civic Alliance', 'Гражданский альянс'], ['Progress Party', 'Партия прогресса'],
  ['Rural Union', 'Сельский союз'], ['New Centre', 'Новый центр'], ['Liberty Front', 'Фронт свободы'], ['Labour Bloc', 'Трудовой блок'],
]);
