import { describe, expect, it } from 'vitest';
import { readDeliveryAnswer } from './delivery-answer.ts';

describe('change-delivery-address answer', () => {
  it('an error message wins', () => {
    expect(readDeliveryAnswer({ ErrorMessage: ' Too late ', SuccessMessage: 'x' })).toEqual({
      kind: 'error',
      message: 'Too late',
    });
  });
  it('a success message, or an empty answer, is sent', () => {
    expect(readDeliveryAnswer({ SuccessMessage: 'Sent' })).toEqual({ kind: 'sent', message: 'Sent' });
    expect(readDeliveryAnswer(null)).toEqual({ kind: 'sent', message: '' });
    expect(readDeliveryAnswer({ ErrorMessage: '' })).toEqual({ kind: 'sent', message: '' });
  });
});
