import { getCountryCallingCode, getExampleNumber, Metadata } from 'libphonenumber-js/max';
import type { CountryCode, PhoneNumber } from 'libphonenumber-js/max';
import mobileExamples from 'libphonenumber-js/mobile/examples';

/** A country's phone rule as stored in the countries table (spec §3 validation record, §5 mask). */
export interface PhoneRule {
  phoneCode: string;
  phoneMask: string;
  phoneMin: number;
  phoneMax: number;
}

// The public typings of libphonenumber-js stop at `possibleLengths()`; the metadata object also
// carries per-type lengths and the national formats, which is what a mask needs.
interface NumberFormat {
  pattern(): string;
  format(): string;
  leadingDigitsPatterns(): string[];
}
interface PlanInternals {
  possibleLengths(): number[];
  type(kind: 'MOBILE'): { possibleLengths(): number[] } | undefined;
  formats(): NumberFormat[];
}

function hasInternals(plan: unknown): plan is PlanInternals {
  return (
    typeof plan === 'object' &&
    plan !== null &&
    'type' in plan &&
    typeof plan.type === 'function' &&
    'formats' in plan &&
    typeof plan.formats === 'function'
  );
}

const metadata = new Metadata();

function numberingPlan(country: CountryCode): PlanInternals {
  metadata.selectNumberingPlan(country);
  const plan = metadata.numberingPlan;
  if (!hasInternals(plan)) throw new Error(`libphonenumber-js metadata has no numbering plan internals for ${country}`);
  return plan;
}

/** Groups of an example national number as the country writes it, without the trunk prefix. */
function groupedExample(plan: PlanInternals, example: PhoneNumber): string {
  const nationalNumber = example.nationalNumber;
  const matchesWhole = (pattern: string): boolean => new RegExp(`^(?:${pattern})$`).test(nationalNumber);
  const format = plan.formats().find((candidate) => {
    const leading = candidate.leadingDigitsPatterns().at(-1);
    if (leading !== undefined && !new RegExp(`^(?:${leading})`).test(nationalNumber)) return false;
    return matchesWhole(candidate.pattern());
  });
  if (format !== undefined) {
    const national = nationalNumber.replace(new RegExp(`^(?:${format.pattern()})$`), format.format());
    // The national pattern may insert or drop digits (AR adds "15") or use dots (NC): then the
    // international grouping, which always shows the national significant number, is used.
    const keepsDigits = national.replace(/\D/g, '') === nationalNumber;
    if (keepsDigits && /^[\d ()-]+$/.test(national)) return national.trim();
  }
  return example.formatInternational().replace(/^\+\d+\s*/, '');
}

/**
 * Derives the phone rule of a country from libphonenumber metadata: the calling code, the
 * lengths of mobile numbers (registration is by mobile, spec §2) or of any number when the
 * country has no mobile description, and a mask from the grouping of its example mobile number,
 * widened so that the mask holds exactly `phoneMax` digits (spec §5: the maximum is the digit
 * count of the mask).
 */
export function phoneRuleFor(country: CountryCode): PhoneRule {
  const plan = numberingPlan(country);
  const example = getExampleNumber(country, mobileExamples);
  if (example === undefined) throw new Error(`libphonenumber-js has no example number for ${country}`);
  const nationalNumber = example.nationalNumber;
  const lengths = plan.type('MOBILE')?.possibleLengths() ?? plan.possibleLengths();
  const allLengths = [...lengths, nationalNumber.length];
  const phoneMin = Math.min(...allLengths);
  const phoneMax = Math.max(...allLengths);
  const grouped = groupedExample(plan, example).replace(/\d/g, '#');
  const phoneMask = grouped + '#'.repeat(phoneMax - nationalNumber.length);
  return { phoneCode: getCountryCallingCode(country), phoneMask, phoneMin, phoneMax };
}
