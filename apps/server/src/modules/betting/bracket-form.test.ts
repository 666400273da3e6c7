import { describe, expect, it } from 'vitest';
import { FormShapeError, parseBracketForm } from './bracket-form';

// The legacy site's bracketed form names read as the JSON coupon they stand for.

describe('bracketed form bodies', () => {
  it('builds nested objects and arrays, numbers where they read back the same, text elsewhere', () => {
    const body = 'coupon[Events][0][GameId]=123&coupon[Events][0][Param]=2.5&coupon[Events][1][GameId]=124&coupon[Summ]=100.50&coupon[notWait]=true&coupon[Lng]=en';
    expect(parseBracketForm(body)).toEqual({ coupon: { Events: [{ GameId: 123, Param: 2.5 }, { GameId: 124 }], Summ: '100.50', notWait: true, Lng: 'en' } });
    expect(parseBracketForm('Summ=12345678901234567890')).toEqual({ Summ: '12345678901234567890' });
  });

  it.each(['constructor[x]=1', 'a[prototype]=1', 'a[]=1', 'a]b=1', 'Events[0]=1&Events[x]=2'])('refuses %s', (body) => {
    expect(() => parseBracketForm(body)).toThrow(FormShapeError);
  });
});
