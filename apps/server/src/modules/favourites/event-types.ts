import { gameEventTypes, type GameEventType, type GameEventTypeId } from '@stavka/contract/favourites';

// The event types a player can follow in a game (GetEventTypesByGameId), named in the request's
// language. The browser shows these names in the subscription dialog; notices carry the event
// kind and the browser words them (the "favourites" dictionary namespace).

export type Lang = 'ru' | 'en';

/** `lng=ru…` answers Russian, anything else English (as the feed routes do, wire-format §1.4). */
export function langOf(lng: string | undefined): Lang {
  return lng !== undefined && /^ru(?:[_-]|$)/i.test(lng) ? 'ru' : 'en';
}

const NAMES: Record<GameEventTypeId, { en: string; ru: string }> = {
  [gameEventTypes.start]: { en: 'Game start', ru: 'Начало игры' },
  [gameEventTypes.score]: { en: 'Score change', ru: 'Изменение счёта' },
  [gameEventTypes.period]: { en: 'End of a period', ru: 'Окончание периода' },
  [gameEventTypes.result]: { en: 'Final result', ru: 'Итоговый результат' },
  [gameEventTypes.redCard]: { en: 'Red card', ru: 'Красная карточка' },
};

export interface GameFacts {
  /** 3 line (not started), 1 live. */
  kind: 1 | 3;
  finished: boolean;
  /** Sports with cards (the football model) can report red cards. */
  hasCards: boolean;
}

/** The types offered for a game: "start" only before it starts, red cards where the sport has them. */
export function offeredTypes(game: GameFacts): GameEventTypeId[] {
  if (game.finished) return [];
  const types: GameEventTypeId[] = [];
  if (game.kind === 3) types.push(gameEventTypes.start);
  types.push(gameEventTypes.score, gameEventTypes.period);
  if (game.hasCards) types.push(gameEventTypes.redCard);
  types.push(gameEventTypes.result);
  return types;
}

export function presentEventTypes(types: GameEventTypeId[], lang: Lang): GameEventType[] {
  return types.map((id) => ({ Id: id, Name: NAMES[id][lang] }));
}
