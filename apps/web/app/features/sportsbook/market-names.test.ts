import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../shared/ui/test-utils';
import { correctScore, marketName, outcomeName } from './market-names';

const ru = createTestI18n('ru').t;
const en = createTestI18n('en').t;

describe('market names by the G/T ids of wire-format §2.1', () => {
  it.each([
    [1, 'Исход матча', 'Match result'],
    [17, 'Тотал', 'Total'],
    [2854, 'Азиатская фора', 'Asian handicap'],
    [136, 'Точный счёт', 'Correct score'],
    [9001, 'Победитель', 'Winner'],
    [9003, 'Топ-3', 'Top 3'],
    [4242, 'Рынок 4242', 'Market 4242'],
  ])('group %i is "%s" / "%s"', (group, inRu, inEn) => {
    expect(marketName(ru, group)).toBe(inRu);
    expect(marketName(en, group)).toBe(inEn);
  });

  const ref = (group: number, type: number, param: number | null = null, playerName: string | null = null) => ({ group, type, param, playerName });

  it.each([
    [ref(1, 1), 'П1', 'W1'],
    [ref(1, 2), 'X', 'X'],
    [ref(8, 6), 'X2', 'X2'],
    [ref(2, 7, -1.5), 'Ф1 (-1.5)', 'H1 (-1.5)'],
    [ref(2, 8, 1.5), 'Ф2 (+1.5)', 'H2 (+1.5)'],
    [ref(2854, 3829, -0.25), 'Ф1 (-0.25)', 'H1 (-0.25)'],
    [ref(17, 9, 2.5), 'Больше 2.5', 'Over 2.5'],
    [ref(62, 14, 1.5), 'Меньше 1.5', 'Under 1.5'],
    [ref(19, 180), 'Да', 'Yes'],
    [ref(19, 11273, 2), 'Каждая забьёт 2+: да', 'Each team 2+: yes'],
    [ref(14, 183), 'Нечет', 'Odd'],
    [ref(11, 17), 'П1/П2', 'W1/W2'],
    [ref(11, 19), 'X/X', 'X/X'],
    [ref(136, 731, 2.001), 'Счёт 2:1', 'Score 2:1'],
    [ref(136, 731, null), 'Счёт 0:0', 'Score 0:0'],
    [ref(136, 3786), 'Другой счёт', 'Any other score'],
    [ref(20, 388, 2), 'Команда 1 (2)', 'Team 1 (2)'],
    [ref(27, 424, -1), 'П1 (-1)', 'W1 (-1)'],
    [ref(12, 2951, 1.015), 'Исход 2951 (1–15 мин)', 'Outcome 2951 (1–15 min)'],
    [ref(9001, 9001, null, 'Молния'), 'Молния', 'Молния'],
    [ref(5555, 77), 'Исход 77', 'Outcome 77'],
  ])('%j reads "%s" / "%s"', (outcome, inRu, inEn) => {
    expect(outcomeName(ru, outcome)).toBe(inRu);
    expect(outcomeName(en, outcome)).toBe(inEn);
  });

  it('decodes a correct score line: home + away/1000', () => {
    expect(correctScore(3.002)).toEqual({ home: 3, away: 2 });
    expect(correctScore(0.004)).toEqual({ home: 0, away: 4 });
    expect(correctScore(10.01)).toEqual({ home: 10, away: 10 });
  });
});
