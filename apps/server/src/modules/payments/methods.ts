import type { PaymentMethodConfig, PaymentProviderName, PaymentsSection } from '@stavka/contract/payments-config';
import { parseRequestedAmount } from '@stavka/domain/money';
import { paymentFee } from '@stavka/domain/payment-fees';

// Which of the brand's payment methods a player may use (issue 11 "methods, limits, fees by brand
// and country"): by direction, the player's country, the account's currency, and whether the
// method's provider is configured in this deployment. Limits and fees come out in minor units.

export interface OfferedMethod {
  config: PaymentMethodConfig;
  /** Inclusive bounds in minor units, when the brand set them for the currency. */
  limits: { min: bigint; max: bigint } | undefined;
  feeOf(amount: bigint): bigint;
}

export function offeredMethods(
  payments: PaymentsSection,
  query: { direction: 'deposit' | 'withdrawal'; countryId: number; currencyCode: string; scale: number; brandCurrencies: readonly string[]; providers: ReadonlySet<PaymentProviderName> },
): OfferedMethod[] {
  return payments.methods.flatMap((method) => {
    if (!(query.direction === 'deposit' ? method.deposit : method.withdrawal)) return [];
    if (!query.providers.has(method.provider)) return [];
    if (method.countries.length > 0 && !method.countries.includes(query.countryId)) return [];
    if (method.excludedCountries.includes(query.countryId)) return [];
    if (!query.brandCurrencies.includes(query.currencyCode)) return [];
    if (method.currencies.length > 0 && !method.currencies.includes(query.currencyCode)) return [];
    const bounds = method.limits[query.currencyCode];
    const fixedText = method.fee.fixed[query.currencyCode];
    const fixed = fixedText === undefined ? 0n : minor(fixedText, query.scale);
    return [
      {
        config: method,
        limits: bounds ? { min: minor(bounds.min, query.scale), max: minor(bounds.max, query.scale) } : undefined,
        feeOf: (amount: bigint) => paymentFee(amount, method.fee.percent, fixed),
      },
    ];
  });
}

/** A configured amount in minor units; a value with more decimals than the currency has is a configuration error. */
function minor(text: string, scale: number): bigint {
  const parsed = parseRequestedAmount(text, scale);
  if (parsed.ok) return parsed.minor;
  if (parsed.problem === 'amount_not_positive') return 0n;
  throw new Error(`payments configuration: ${text} is not an amount at scale ${scale}`);
}

/** The method's name in a language, else the brand's default language's, else any. */
export function methodName(method: PaymentMethodConfig, language: string, fallbackLanguage: string): string {
  return method.name[language] ?? method.name[fallbackLanguage] ?? Object.values(method.name)[0] ?? method.id;
}
