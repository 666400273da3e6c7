// Tests only: the account data of a player who has filled nothing in yet (getaccountdata's answer),
// a fresh copy each time so that a test may change it.
import { type AccountData, documentTypes, requiredDocumentFields } from '@stavka/contract/account';

export function blankAccount(): AccountData {
  return {
    id: 100000005,
    email: 'ana@example.com',
    phone: null,
    first_name: null,
    last_name: null,
    middle_name: null,
    birth_date: null,
    country: { id: 643, name: 'Россия' },
    region: null,
    city: null,
    address: null,
    postcode: null,
    document: { type: null, document_number: null, document_issue_date: null, document_expiry_date: null, document_issuer: null },
    locked: [],
    documentTypes: documentTypes.map((type) => ({ type, required: [...requiredDocumentFields[type]] })),
  };
}
