import type { ruUnits } from './ru';

/** A language's dictionary, unit by unit, with exactly the keys of the Russian source. */
export type DictionaryUnits = { [Unit in keyof typeof ruUnits]: Record<keyof (typeof ruUnits)[Unit], string> };

/** Any key of the dictionary. */
export type UnitKey = { [Unit in keyof typeof ruUnits]: keyof (typeof ruUnits)[Unit] }[keyof typeof ruUnits];
