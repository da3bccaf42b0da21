import { describe, expect, it } from 'vitest';
import { readCustomers } from './customer-results.ts';

describe('customer search results', () => {
  it('keeps the entries with a CustomerId and an Email', () => {
    expect(
      readCustomers([
        { CustomerId: 1001, Email: 'demo@ateliervelo.be' },
        { CustomerId: '2002', Email: ' pro@ateliervelo.be ' },
        { CustomerId: 3, Email: '' },
        { Email: 'x@y.be' },
        null,
        'text',
      ]),
    ).toEqual([
      { customerId: '1001', email: 'demo@ateliervelo.be' },
      { customerId: '2002', email: 'pro@ateliervelo.be' },
    ]);
  });
  it('an answer that is not a list is no result', () => {
    expect(readCustomers(null)).toEqual([]);
    expect(readCustomers({ CustomerId: 1 })).toEqual([]);
  });
});
