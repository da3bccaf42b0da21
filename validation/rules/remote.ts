import { request } from '../../runtime/http.ts';
import type { Rule } from '../rule.ts';

/**
 * jquery-validation-unobtrusive's remote rule: GET (or POST with `type`) the url with the field and its
 * `additionalfields` (`*.` already resolved); the answer `true` is valid, `false` invalid, a string is the message.
 * A failed call does not block the visitor: the server validates again anyway.
 */
export const remote: Rule = {
  name: 'remote',
  messageKey: 'Validation.Remote',
  async: true,
  test: async (input, { url, additionalfields, type }) => {
    if (!url) return true;
    const fields: Record<string, string> = {};
    // The fields sent are named in full (prefix included); without additionalfields, the field itself.
    const names = (additionalfields || input.name)
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    for (const name of names) {
      const field = name === input.name ? input : input.fieldNamed(name);
      fields[name] = field?.checked !== undefined ? String(field.checked) : (field?.value ?? '');
    }
    const method = (type ?? 'GET').toUpperCase() === 'POST' ? 'POST' : 'GET';
    try {
      const answer = await request<unknown>(url, {
        method,
        query: method === 'GET' ? fields : undefined,
        body: method === 'POST' ? new URLSearchParams(fields) : undefined,
        handleErrors: false,
        key: `remote:${input.name}:${url}`,
      });
      if (answer === true || answer === 'true') return true;
      if (typeof answer === 'string' && answer !== 'false') return answer;
      return false;
    } catch {
      return true;
    }
  },
};
