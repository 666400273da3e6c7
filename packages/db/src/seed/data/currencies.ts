import type { Currency } from '../../schema/reference';

/**
 * Currencies seeded into a new database (spec §3 Currency, DESIGN §1).
 *
 * - `id`: fiat from 1 in the order added (1 RUB, 2 USD, 3 EUR …), crypto from 1001; never
 *   renumber, append new rows with the next free id of the range.
 * - `scale`: the ISO 4217 minor-unit exponent for fiat (JPY/KRW/VND/CLP 0, KWD/BHD/OMR/JOD/TND/IQD 3).
 *   Crypto scales are our choice: BTC, LTC and DOGE 8 (their native satoshi-sized unit); ETH 8
 *   rather than the native 18 (wei), since no stake or payout needs more than 10^-8 ETH and 8
 *   keeps every amount far inside a BIGINT; USDT 6 and TRX 6, the native decimals of USDT on
 *   Tron/Ethereum and of TRX (sun), so deposits convert without rounding.
 * - `minBet` (minor units) and `conversionCoefficient` (USD per major unit) are DEMO DEFAULTS:
 *   minimum bets of roughly USD 0.20–0.50 in round local amounts, and approximate late-2025 rates.
 *   Operators change both in the database; the seed never overwrites them (seed/reference.ts).
 * - `hidden`: DOGE is listed but hidden (not offered for new accounts) to show the flag at work.
 */
// prettier-ignore
export const currencySeed: readonly Currency[] = [
  { id: 1, code: 'RUB', symbol: '₽', name: 'Russian Ruble', nameRu: 'Российский рубль', scale: 2, minBet: 1000n, conversionCoefficient: '0.0125', isCrypto: false, hidden: false },
  { id: 2, code: 'USD', symbol: '$', name: 'US Dollar', nameRu: 'Доллар США', scale: 2, minBet: 20n, conversionCoefficient: '1', isCrypto: false, hidden: false },
  { id: 3, code: 'EUR', symbol: '€', name: 'Euro', nameRu: 'Евро', scale: 2, minBet: 20n, conversionCoefficient: '1.16', isCrypto: false, hidden: false },
  { id: 4, code: 'KZT', symbol: '₸', name: 'Kazakhstani Tenge', nameRu: 'Казахстанский тенге', scale: 2, minBet: 10000n, conversionCoefficient: '0.0019', isCrypto: false, hidden: false },
  { id: 5, code: 'UZS', symbol: 'soʻm', name: 'Uzbekistani Som', nameRu: 'Узбекский сум', scale: 2, minBet: 250000n, conversionCoefficient: '0.000082', isCrypto: false, hidden: false },
  { id: 6, code: 'UAH', symbol: '₴', name: 'Ukrainian Hryvnia', nameRu: 'Украинская гривна', scale: 2, minBet: 1000n, conversionCoefficient: '0.024', isCrypto: false, hidden: false },
  { id: 7, code: 'BYN', symbol: 'Br', name: 'Belarusian Ruble', nameRu: 'Белорусский рубль', scale: 2, minBet: 100n, conversionCoefficient: '0.30', isCrypto: false, hidden: false },
  { id: 8, code: 'AZN', symbol: '₼', name: 'Azerbaijani Manat', nameRu: 'Азербайджанский манат', scale: 2, minBet: 50n, conversionCoefficient: '0.588235', isCrypto: false, hidden: false },
  { id: 9, code: 'AMD', symbol: '֏', name: 'Armenian Dram', nameRu: 'Армянский драм', scale: 2, minBet: 10000n, conversionCoefficient: '0.0026', isCrypto: false, hidden: false },
  { id: 10, code: 'GEL', symbol: '₾', name: 'Georgian Lari', nameRu: 'Грузинский лари', scale: 2, minBet: 50n, conversionCoefficient: '0.37', isCrypto: false, hidden: false },
  { id: 11, code: 'KGS', symbol: 'сом', name: 'Kyrgyz Som', nameRu: 'Киргизский сом', scale: 2, minBet: 2000n, conversionCoefficient: '0.0114', isCrypto: false, hidden: false },
  { id: 12, code: 'TJS', symbol: 'SM', name: 'Tajikistani Somoni', nameRu: 'Таджикский сомони', scale: 2, minBet: 200n, conversionCoefficient: '0.105', isCrypto: false, hidden: false },
  { id: 13, code: 'TRY', symbol: '₺', name: 'Turkish Lira', nameRu: 'Турецкая лира', scale: 2, minBet: 1000n, conversionCoefficient: '0.024', isCrypto: false, hidden: false },
  { id: 14, code: 'INR', symbol: '₹', name: 'Indian Rupee', nameRu: 'Индийская рупия', scale: 2, minBet: 2000n, conversionCoefficient: '0.0113', isCrypto: false, hidden: false },
  { id: 15, code: 'BDT', symbol: '৳', name: 'Bangladeshi Taka', nameRu: 'Бангладешская така', scale: 2, minBet: 2500n, conversionCoefficient: '0.0082', isCrypto: false, hidden: false },
  { id: 16, code: 'PKR', symbol: 'Rs', name: 'Pakistani Rupee', nameRu: 'Пакистанская рупия', scale: 2, minBet: 5000n, conversionCoefficient: '0.00355', isCrypto: false, hidden: false },
  { id: 17, code: 'NGN', symbol: '₦', name: 'Nigerian Naira', nameRu: 'Нигерийская найра', scale: 2, minBet: 30000n, conversionCoefficient: '0.00068', isCrypto: false, hidden: false },
  { id: 18, code: 'KES', symbol: 'KSh', name: 'Kenyan Shilling', nameRu: 'Кенийский шиллинг', scale: 2, minBet: 3000n, conversionCoefficient: '0.0077', isCrypto: false, hidden: false },
  { id: 19, code: 'GHS', symbol: 'GH₵', name: 'Ghanaian Cedi', nameRu: 'Ганский седи', scale: 2, minBet: 300n, conversionCoefficient: '0.09', isCrypto: false, hidden: false },
  { id: 20, code: 'BRL', symbol: 'R$', name: 'Brazilian Real', nameRu: 'Бразильский реал', scale: 2, minBet: 100n, conversionCoefficient: '0.185', isCrypto: false, hidden: false },
  { id: 21, code: 'ARS', symbol: '$', name: 'Argentine Peso', nameRu: 'Аргентинский песо', scale: 2, minBet: 30000n, conversionCoefficient: '0.00072', isCrypto: false, hidden: false },
  { id: 22, code: 'CLP', symbol: '$', name: 'Chilean Peso', nameRu: 'Чилийский песо', scale: 0, minBet: 200n, conversionCoefficient: '0.00105', isCrypto: false, hidden: false },
  { id: 23, code: 'COP', symbol: '$', name: 'Colombian Peso', nameRu: 'Колумбийский песо', scale: 2, minBet: 100000n, conversionCoefficient: '0.00025', isCrypto: false, hidden: false },
  { id: 24, code: 'PEN', symbol: 'S/', name: 'Peruvian Sol', nameRu: 'Перуанский соль', scale: 2, minBet: 100n, conversionCoefficient: '0.29', isCrypto: false, hidden: false },
  { id: 25, code: 'MXN', symbol: '$', name: 'Mexican Peso', nameRu: 'Мексиканский песо', scale: 2, minBet: 400n, conversionCoefficient: '0.054', isCrypto: false, hidden: false },
  { id: 26, code: 'CAD', symbol: 'CA$', name: 'Canadian Dollar', nameRu: 'Канадский доллар', scale: 2, minBet: 30n, conversionCoefficient: '0.72', isCrypto: false, hidden: false },
  { id: 27, code: 'AUD', symbol: 'A$', name: 'Australian Dollar', nameRu: 'Австралийский доллар', scale: 2, minBet: 30n, conversionCoefficient: '0.65', isCrypto: false, hidden: false },
  { id: 28, code: 'GBP', symbol: '£', name: 'British Pound', nameRu: 'Британский фунт стерлингов', scale: 2, minBet: 20n, conversionCoefficient: '1.33', isCrypto: false, hidden: false },
  { id: 29, code: 'CHF', symbol: 'CHF', name: 'Swiss Franc', nameRu: 'Швейцарский франк', scale: 2, minBet: 20n, conversionCoefficient: '1.25', isCrypto: false, hidden: false },
  { id: 30, code: 'PLN', symbol: 'zł', name: 'Polish Zloty', nameRu: 'Польский злотый', scale: 2, minBet: 100n, conversionCoefficient: '0.27', isCrypto: false, hidden: false },
  { id: 31, code: 'CZK', symbol: 'Kč', name: 'Czech Koruna', nameRu: 'Чешская крона', scale: 2, minBet: 500n, conversionCoefficient: '0.048', isCrypto: false, hidden: false },
  { id: 32, code: 'JPY', symbol: '¥', name: 'Japanese Yen', nameRu: 'Японская иена', scale: 0, minBet: 30n, conversionCoefficient: '0.0066', isCrypto: false, hidden: false },
  { id: 33, code: 'KRW', symbol: '₩', name: 'South Korean Won', nameRu: 'Южнокорейская вона', scale: 0, minBet: 300n, conversionCoefficient: '0.0007', isCrypto: false, hidden: false },
  { id: 34, code: 'CNY', symbol: 'CN¥', name: 'Chinese Yuan', nameRu: 'Китайский юань', scale: 2, minBet: 200n, conversionCoefficient: '0.14', isCrypto: false, hidden: false },
  { id: 35, code: 'VND', symbol: '₫', name: 'Vietnamese Dong', nameRu: 'Вьетнамский донг', scale: 0, minBet: 5000n, conversionCoefficient: '0.000038', isCrypto: false, hidden: false },
  { id: 36, code: 'IDR', symbol: 'Rp', name: 'Indonesian Rupiah', nameRu: 'Индонезийская рупия', scale: 2, minBet: 300000n, conversionCoefficient: '0.00006', isCrypto: false, hidden: false },
  { id: 37, code: 'THB', symbol: '฿', name: 'Thai Baht', nameRu: 'Тайский бат', scale: 2, minBet: 1000n, conversionCoefficient: '0.031', isCrypto: false, hidden: false },
  { id: 38, code: 'MYR', symbol: 'RM', name: 'Malaysian Ringgit', nameRu: 'Малайзийский ринггит', scale: 2, minBet: 100n, conversionCoefficient: '0.24', isCrypto: false, hidden: false },
  { id: 39, code: 'PHP', symbol: '₱', name: 'Philippine Peso', nameRu: 'Филиппинский песо', scale: 2, minBet: 1000n, conversionCoefficient: '0.017', isCrypto: false, hidden: false },
  { id: 40, code: 'EGP', symbol: 'E£', name: 'Egyptian Pound', nameRu: 'Египетский фунт', scale: 2, minBet: 1000n, conversionCoefficient: '0.021', isCrypto: false, hidden: false },
  { id: 41, code: 'MAD', symbol: 'DH', name: 'Moroccan Dirham', nameRu: 'Марокканский дирхам', scale: 2, minBet: 200n, conversionCoefficient: '0.109', isCrypto: false, hidden: false },
  { id: 42, code: 'TND', symbol: 'DT', name: 'Tunisian Dinar', nameRu: 'Тунисский динар', scale: 3, minBet: 600n, conversionCoefficient: '0.34', isCrypto: false, hidden: false },
  { id: 43, code: 'KWD', symbol: 'KD', name: 'Kuwaiti Dinar', nameRu: 'Кувейтский динар', scale: 3, minBet: 60n, conversionCoefficient: '3.26', isCrypto: false, hidden: false },
  { id: 44, code: 'BHD', symbol: 'BD', name: 'Bahraini Dinar', nameRu: 'Бахрейнский динар', scale: 3, minBet: 80n, conversionCoefficient: '2.659574', isCrypto: false, hidden: false },
  { id: 45, code: 'OMR', symbol: 'RO', name: 'Omani Rial', nameRu: 'Оманский риал', scale: 3, minBet: 80n, conversionCoefficient: '2.6008', isCrypto: false, hidden: false },
  { id: 46, code: 'JOD', symbol: 'JD', name: 'Jordanian Dinar', nameRu: 'Иорданский динар', scale: 3, minBet: 150n, conversionCoefficient: '1.4104', isCrypto: false, hidden: false },
  { id: 47, code: 'SAR', symbol: 'SR', name: 'Saudi Riyal', nameRu: 'Саудовский риял', scale: 2, minBet: 100n, conversionCoefficient: '0.266667', isCrypto: false, hidden: false },
  { id: 48, code: 'AED', symbol: 'AED', name: 'UAE Dirham', nameRu: 'Дирхам ОАЭ', scale: 2, minBet: 100n, conversionCoefficient: '0.272294', isCrypto: false, hidden: false },
  { id: 49, code: 'MDL', symbol: 'L', name: 'Moldovan Leu', nameRu: 'Молдавский лей', scale: 2, minBet: 400n, conversionCoefficient: '0.059', isCrypto: false, hidden: false },
  { id: 50, code: 'HUF', symbol: 'Ft', name: 'Hungarian Forint', nameRu: 'Венгерский форинт', scale: 2, minBet: 8000n, conversionCoefficient: '0.003', isCrypto: false, hidden: false },
  { id: 51, code: 'RON', symbol: 'lei', name: 'Romanian Leu', nameRu: 'Румынский лей', scale: 2, minBet: 100n, conversionCoefficient: '0.23', isCrypto: false, hidden: false },
  { id: 52, code: 'SEK', symbol: 'kr', name: 'Swedish Krona', nameRu: 'Шведская крона', scale: 2, minBet: 200n, conversionCoefficient: '0.105', isCrypto: false, hidden: false },
  { id: 53, code: 'NOK', symbol: 'kr', name: 'Norwegian Krone', nameRu: 'Норвежская крона', scale: 2, minBet: 200n, conversionCoefficient: '0.099', isCrypto: false, hidden: false },
  { id: 54, code: 'DKK', symbol: 'kr.', name: 'Danish Krone', nameRu: 'Датская крона', scale: 2, minBet: 150n, conversionCoefficient: '0.155', isCrypto: false, hidden: false },
  { id: 55, code: 'ZAR', symbol: 'R', name: 'South African Rand', nameRu: 'Южноафриканский рэнд', scale: 2, minBet: 400n, conversionCoefficient: '0.057', isCrypto: false, hidden: false },
  { id: 56, code: 'TZS', symbol: 'TSh', name: 'Tanzanian Shilling', nameRu: 'Танзанийский шиллинг', scale: 2, minBet: 50000n, conversionCoefficient: '0.0004', isCrypto: false, hidden: false },
  { id: 57, code: 'UGX', symbol: 'USh', name: 'Ugandan Shilling', nameRu: 'Угандийский шиллинг', scale: 0, minBet: 800n, conversionCoefficient: '0.00028', isCrypto: false, hidden: false },
  { id: 58, code: 'ZMW', symbol: 'ZK', name: 'Zambian Kwacha', nameRu: 'Замбийская квача', scale: 2, minBet: 500n, conversionCoefficient: '0.043', isCrypto: false, hidden: false },
  { id: 59, code: 'XOF', symbol: 'CFA', name: 'West African CFA Franc', nameRu: 'Франк КФА BCEAO', scale: 0, minBet: 150n, conversionCoefficient: '0.001768', isCrypto: false, hidden: false },
  { id: 60, code: 'XAF', symbol: 'FCFA', name: 'Central African CFA Franc', nameRu: 'Франк КФА BEAC', scale: 0, minBet: 150n, conversionCoefficient: '0.001768', isCrypto: false, hidden: false },
  { id: 61, code: 'RWF', symbol: 'FRw', name: 'Rwandan Franc', nameRu: 'Франк Руанды', scale: 0, minBet: 300n, conversionCoefficient: '0.00069', isCrypto: false, hidden: false },
  { id: 62, code: 'ETB', symbol: 'Br', name: 'Ethiopian Birr', nameRu: 'Эфиопский быр', scale: 2, minBet: 3000n, conversionCoefficient: '0.0069', isCrypto: false, hidden: false },
  { id: 63, code: 'MNT', symbol: '₮', name: 'Mongolian Tugrik', nameRu: 'Монгольский тугрик', scale: 2, minBet: 70000n, conversionCoefficient: '0.00028', isCrypto: false, hidden: false },
  { id: 64, code: 'NZD', symbol: 'NZ$', name: 'New Zealand Dollar', nameRu: 'Новозеландский доллар', scale: 2, minBet: 40n, conversionCoefficient: '0.57', isCrypto: false, hidden: false },
  { id: 65, code: 'HKD', symbol: 'HK$', name: 'Hong Kong Dollar', nameRu: 'Гонконгский доллар', scale: 2, minBet: 200n, conversionCoefficient: '0.1286', isCrypto: false, hidden: false },
  { id: 66, code: 'SGD', symbol: 'S$', name: 'Singapore Dollar', nameRu: 'Сингапурский доллар', scale: 2, minBet: 30n, conversionCoefficient: '0.77', isCrypto: false, hidden: false },
  { id: 67, code: 'LKR', symbol: 'Rs', name: 'Sri Lankan Rupee', nameRu: 'Шри-ланкийская рупия', scale: 2, minBet: 6000n, conversionCoefficient: '0.0033', isCrypto: false, hidden: false },
  { id: 68, code: 'NPR', symbol: 'Rs', name: 'Nepalese Rupee', nameRu: 'Непальская рупия', scale: 2, minBet: 3000n, conversionCoefficient: '0.0071', isCrypto: false, hidden: false },
  { id: 69, code: 'TMT', symbol: 'm', name: 'Turkmenistani Manat', nameRu: 'Туркменский манат', scale: 2, minBet: 100n, conversionCoefficient: '0.285714', isCrypto: false, hidden: false },
  { id: 70, code: 'IQD', symbol: 'IQD', name: 'Iraqi Dinar', nameRu: 'Иракский динар', scale: 3, minBet: 300000n, conversionCoefficient: '0.00076', isCrypto: false, hidden: false },
  { id: 71, code: 'ILS', symbol: '₪', name: 'Israeli New Shekel', nameRu: 'Новый израильский шекель', scale: 2, minBet: 100n, conversionCoefficient: '0.30', isCrypto: false, hidden: false },
  { id: 72, code: 'RSD', symbol: 'дин.', name: 'Serbian Dinar', nameRu: 'Сербский динар', scale: 2, minBet: 2000n, conversionCoefficient: '0.0099', isCrypto: false, hidden: false },
  { id: 73, code: 'ISK', symbol: 'kr', name: 'Icelandic Króna', nameRu: 'Исландская крона', scale: 0, minBet: 30n, conversionCoefficient: '0.008', isCrypto: false, hidden: false },
  { id: 74, code: 'PYG', symbol: '₲', name: 'Paraguayan Guarani', nameRu: 'Парагвайский гуарани', scale: 0, minBet: 1500n, conversionCoefficient: '0.00014', isCrypto: false, hidden: false },
  { id: 75, code: 'UYU', symbol: '$U', name: 'Uruguayan Peso', nameRu: 'Уругвайский песо', scale: 2, minBet: 1000n, conversionCoefficient: '0.025', isCrypto: false, hidden: false },
  { id: 76, code: 'BOB', symbol: 'Bs', name: 'Bolivian Boliviano', nameRu: 'Боливийский боливиано', scale: 2, minBet: 200n, conversionCoefficient: '0.1447', isCrypto: false, hidden: false },
  { id: 77, code: 'DZD', symbol: 'DA', name: 'Algerian Dinar', nameRu: 'Алжирский динар', scale: 2, minBet: 3000n, conversionCoefficient: '0.0077', isCrypto: false, hidden: false },
  { id: 1001, code: 'BTC', symbol: '₿', name: 'Bitcoin', nameRu: 'Биткоин', scale: 8, minBet: 300n, conversionCoefficient: '95000', isCrypto: true, hidden: false },
  { id: 1002, code: 'ETH', symbol: 'Ξ', name: 'Ether', nameRu: 'Эфир', scale: 8, minBet: 10000n, conversionCoefficient: '3500', isCrypto: true, hidden: false },
  { id: 1003, code: 'USDT', symbol: 'USDT', name: 'Tether USD', nameRu: 'Tether USD', scale: 6, minBet: 200000n, conversionCoefficient: '1', isCrypto: true, hidden: false },
  { id: 1004, code: 'LTC', symbol: 'Ł', name: 'Litecoin', nameRu: 'Лайткоин', scale: 8, minBet: 300000n, conversionCoefficient: '90', isCrypto: true, hidden: false },
  { id: 1005, code: 'TRX', symbol: 'TRX', name: 'TRON', nameRu: 'TRON', scale: 6, minBet: 1000000n, conversionCoefficient: '0.30', isCrypto: true, hidden: false },
  { id: 1006, code: 'DOGE', symbol: 'Ð', name: 'Dogecoin', nameRu: 'Догикоин', scale: 8, minBet: 100000000n, conversionCoefficient: '0.20', isCrypto: true, hidden: true },
];
