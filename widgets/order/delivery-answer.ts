/** The change-delivery-address answer (runtime spec §8): an error message, a success message, or neither. */
export type DeliveryAnswer = { kind: 'error'; message: string } | { kind: 'sent'; message: string };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function readDeliveryAnswer(answer: unknown): DeliveryAnswer {
  const fields = answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : {};
  const error = text(fields.ErrorMessage ?? fields.errorMessage);
  if (error) return { kind: 'error', message: error };
  return { kind: 'sent', message: text(fields.SuccessMessage ?? fields.successMessage) };
}
