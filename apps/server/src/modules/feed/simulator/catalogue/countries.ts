import type { Country } from '../../model';

// Countries of the simulated catalogue. Ids are ISO 3166-1 numeric (decision 0001); 0 holds
// international competitions. `style` picks the names of towns and people made up for the country.

export type NameStyle = 'anglo' | 'latin' | 'germanic' | 'slavic' | 'asian' | 'indian';

export interface SimCountry extends Country {
  style: NameStyle;
}

const c = (id: number, en: string, ru: string, style: NameStyle): SimCountry => ({ id, name: { en, ru }, style });

export const INTERNATIONAL = 0;

export const COUNTRIES: readonly SimCountry[] = [
  c(INTERNATIONAL, 'International', 'Международный', 'anglo'),
  c(826, 'United Kingdom', 'Великобритания', 'anglo'),
  c(372, 'Ireland', 'Ирландия', 'anglo'),
  c(840, 'USA', 'США', 'anglo'),
  c(124, 'Canada', 'Канада', 'anglo'),
  c(36, 'Australia', 'Австралия', 'anglo'),
  c(554, 'New Zealand', 'Новая Зеландия', 'anglo'),
  c(710, 'South Africa', 'ЮАР', 'anglo'),
  c(724, 'Spain', 'Испания', 'latin'),
  c(380, 'Italy', 'Италия', 'latin'),
  c(250, 'France', 'Франция', 'latin'),
  c(620, 'Portugal', 'Португалия', 'latin'),
  c(76, 'Brazil', 'Бразилия', 'latin'),
  c(32, 'Argentina', 'Аргентина', 'latin'),
  c(484, 'Mexico', 'Мексика', 'latin'),
  c(152, 'Chile', 'Чили', 'latin'),
  c(170, 'Colombia', 'Колумбия', 'latin'),
  c(642, 'Romania', 'Румыния', 'latin'),
  c(276, 'Germany', 'Германия', 'germanic'),
  c(40, 'Austria', 'Австрия', 'germanic'),
  c(756, 'Switzerland', 'Швейцария', 'germanic'),
  c(528, 'Netherlands', 'Нидерланды', 'germanic'),
  c(56, 'Belgium', 'Бельгия', 'germanic'),
  c(752, 'Sweden', 'Швеция', 'germanic'),
  c(578, 'Norway', 'Норвегия', 'germanic'),
  c(208, 'Denmark', 'Дания', 'germanic'),
  c(246, 'Finland', 'Финляндия', 'germanic'),
  c(643, 'Russia', 'Россия', 'slavic'),
  c(398, 'Kazakhstan', 'Казахстан', 'slavic'),
  c(112, 'Belarus', 'Беларусь', 'slavic'),
  c(203, 'Czechia', 'Чехия', 'slavic'),
  c(703, 'Slovakia', 'Словакия', 'slavic'),
  c(616, 'Poland', 'Польша', 'slavic'),
  c(688, 'Serbia', 'Сербия', 'slavic'),
  c(191, 'Croatia', 'Хорватия', 'slavic'),
  c(100, 'Bulgaria', 'Болгария', 'slavic'),
  c(860, 'Uzbekistan', 'Узбекистан', 'slavic'),
  c(792, 'Turkey', 'Турция', 'latin'),
  c(300, 'Greece', 'Греция', 'latin'),
  c(392, 'Japan', 'Япония', 'asian'),
  c(410, 'South Korea', 'Южная Корея', 'asian'),
  c(156, 'China', 'Китай', 'asian'),
  c(360, 'Indonesia', 'Индонезия', 'asian'),
  c(764, 'Thailand', 'Таиланд', 'asian'),
  c(356, 'India', 'Индия', 'indian'),
  c(586, 'Pakistan', 'Пакистан', 'indian'),
  c(144, 'Sri Lanka', 'Шри-Ланка', 'indian'),
  c(50, 'Bangladesh', 'Бангладеш', 'indian'),
];

const byId = new Map(COUNTRIES.map((country) => [country.id, country]));

export function countryById(id: number): SimCountry {
  const country = byId.get(id);
  if (country === undefined) throw new Error(`unknown simulator country ${id}`);
  return country;
}

/** The wire shape (model.Country) without the simulator's naming style. */
export function toCountry(country: SimCountry): Country {
  return { id: country.id, name: country.name };
}
