import type { City, Region } from '../../schema/account';

// Regions and cities for the address in the player's account (issue 13), for the countries the demo
// brands serve: Russia (643), Kazakhstan (398) and the United Kingdom (826). Region codes are
// ISO 3166-2; a region's id is its country's id × 1000 plus its number, a city's its region's × 100
// plus its number (schema/account.ts). A small list on purpose: operators add the rest of a country.

type Place = readonly [name: string, nameRu: string];
type RegionEntry = readonly [code: string, name: string, nameRu: string, cities: readonly Place[]];

const byCountry: Record<number, readonly RegionEntry[]> = {
  643: [
    ['RU-MOW', 'Moscow', 'Москва', [['Moscow', 'Москва'], ['Zelenograd', 'Зеленоград'], ['Troitsk', 'Троицк']]],
    ['RU-SPE', 'Saint Petersburg', 'Санкт-Петербург', [['Saint Petersburg', 'Санкт-Петербург'], ['Kolpino', 'Колпино'], ['Pushkin', 'Пушкин']]],
    ['RU-MOS', 'Moscow Oblast', 'Московская область', [['Balashikha', 'Балашиха'], ['Podolsk', 'Подольск'], ['Khimki', 'Химки'], ['Mytishchi', 'Мытищи']]],
    ['RU-SVE', 'Sverdlovsk Oblast', 'Свердловская область', [['Yekaterinburg', 'Екатеринбург'], ['Nizhny Tagil', 'Нижний Тагил'], ['Kamensk-Uralsky', 'Каменск-Уральский']]],
    ['RU-NVS', 'Novosibirsk Oblast', 'Новосибирская область', [['Novosibirsk', 'Новосибирск'], ['Berdsk', 'Бердск']]],
    ['RU-TA', 'Republic of Tatarstan', 'Республика Татарстан', [['Kazan', 'Казань'], ['Naberezhnye Chelny', 'Набережные Челны'], ['Almetyevsk', 'Альметьевск']]],
    ['RU-KDA', 'Krasnodar Krai', 'Краснодарский край', [['Krasnodar', 'Краснодар'], ['Sochi', 'Сочи'], ['Novorossiysk', 'Новороссийск']]],
  ],
  398: [
    ['KZ-ALA', 'Almaty', 'Алматы', [['Almaty', 'Алматы']]],
    ['KZ-AST', 'Astana', 'Астана', [['Astana', 'Астана']]],
    ['KZ-SHY', 'Shymkent', 'Шымкент', [['Shymkent', 'Шымкент']]],
    ['KZ-KAR', 'Karaganda Region', 'Карагандинская область', [['Karaganda', 'Караганда'], ['Temirtau', 'Темиртау']]],
    ['KZ-ALM', 'Almaty Region', 'Алматинская область', [['Konaev', 'Конаев'], ['Talgar', 'Талгар']]],
  ],
  826: [
    ['GB-ENG', 'England', 'Англия', [['London', 'Лондон'], ['Manchester', 'Манчестер'], ['Birmingham', 'Бирмингем'], ['Leeds', 'Лидс'], ['Liverpool', 'Ливерпуль']]],
    ['GB-SCT', 'Scotland', 'Шотландия', [['Edinburgh', 'Эдинбург'], ['Glasgow', 'Глазго'], ['Aberdeen', 'Абердин']]],
    ['GB-WLS', 'Wales', 'Уэльс', [['Cardiff', 'Кардифф'], ['Swansea', 'Суонси']]],
    ['GB-NIR', 'Northern Ireland', 'Северная Ирландия', [['Belfast', 'Белфаст'], ['Derry', 'Дерри']]],
  ],
};

export const regionSeed: readonly Region[] = Object.entries(byCountry).flatMap(([countryId, entries]) =>
  entries.map(([code, name, nameRu], index) => ({ id: Number(countryId) * 1000 + index + 1, countryId: Number(countryId), code, name, nameRu })),
);

export const citySeed: readonly City[] = Object.entries(byCountry).flatMap(([countryId, entries]) =>
  entries.flatMap(([, , , places], regionIndex) => {
    const regionId = Number(countryId) * 1000 + regionIndex + 1;
    return places.map(([name, nameRu], index) => ({ id: regionId * 100 + index + 1, regionId, name, nameRu }));
  }),
);
