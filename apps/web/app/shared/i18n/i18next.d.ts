import 'i18next';
import type { ruDictionary } from '@stavka/i18n/dictionaries';

// Translation keys are type-checked against the Russian source dictionary (STYLE.md).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof ruDictionary };
    keySeparator: false;
    nsSeparator: false;
  }
}
