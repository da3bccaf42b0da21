/** The customer search's answer (runtime spec §3 "Customer search result": CustomerId, Email), read defensively. */
export interface CustomerResult {
  customerId: string;
  email: string;
}

export function readCustomers(answer: unknown): CustomerResult[] {
  if (!Array.isArray(answer)) return [];
  return answer.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const { CustomerId, Email } = item as Record<string, unknown>;
    const id = typeof CustomerId === 'number' || typeof CustomerId === 'string' ? String(CustomerId).trim() : '';
    const email = typeof Email === 'string' ? Email.trim() : '';
    return id && email ? [{ customerId: id, email }] : [];
  });
}
