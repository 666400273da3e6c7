// The deposit page's choice in its URL (`?method=…&amount=…`): the registration-deposit modal and
// "deposit again" links fill the page in with it. Read back only as suggestions: an unknown method
// is ignored and the amount goes through the field's own input rules.

export interface RechargeChoice {
  readonly method?: string | undefined;
  readonly amount?: string | undefined;
}

export function rechargeSearch(choice: RechargeChoice): string {
  const query = new URLSearchParams();
  if (choice.method) query.set('method', choice.method);
  if (choice.amount) query.set('amount', choice.amount);
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

export function readRechargeChoice(search: URLSearchParams): RechargeChoice {
  const method = search.get('method');
  const amount = search.get('amount');
  return {
    method: method !== null && /^[a-z0-9_]{2,40}$/.test(method) ? method : undefined,
    amount: amount !== null && /^\d{1,15}(\.\d{1,18})?$/.test(amount) ? amount : undefined,
  };
}
