import type { Rule } from '../rule.ts';
import { isEmailAddress, isWebAddress } from './addresses.ts';

/** Runtime spec §5: trimmed first (the form writes the trimmed value back), then matched (addresses.ts). */
export const email: Rule = {
  name: 'email',
  messageKey: 'Validation.Email',
  test: ({ value }) => isEmailAddress(value.trim()),
};

/** jquery-validation's verdicts (addresses.ts): http, https, ftp or protocol-relative, a public host. */
export const url: Rule = {
  name: 'url',
  messageKey: 'Validation.Url',
  test: ({ value }) => isWebAddress(value),
};

/** The whole value must match (jquery-validation-unobtrusive's regex adapter). A broken pattern fails open. */
export const regex: Rule = {
  name: 'regex',
  messageKey: 'Validation.Regex',
  test: ({ value }, { pattern }) => {
    if (!pattern) return true;
    try {
      const match = new RegExp(pattern).exec(value);
      return match !== null && match.index === 0 && match[0].length === value.length;
    } catch {
      console.error(
        `[runtime] data-val-regex-pattern "${pattern}" is not a valid regular expression; the rule is skipped.`,
      );
      return true;
    }
  },
};

/** Runtime spec §9: 13 to 19 digits (spaces and dashes allowed) passing the Luhn check. */
export const creditcard: Rule = {
  name: 'creditcard',
  messageKey: 'Validation.CreditCard',
  test: ({ value }) => {
    if (/[^0-9 -]/.test(value)) return false;
    const digitsOnly = value.replace(/\D/g, '');
    if (digitsOnly.length < 13 || digitsOnly.length > 19) return false;
    let sum = 0;
    for (let i = 0; i < digitsOnly.length; i++) {
      let n = Number(digitsOnly[digitsOnly.length - 1 - i]);
      if (i % 2 === 1) {
        n *= 2;
        if (n > 9) n -= 9;
      }
      sum += n;
    }
    return sum % 10 === 0;
  },
};

/** ASP.NET Identity's password options: minimum length, minimum non-alphanumeric characters, a pattern. */
export const password: Rule = {
  name: 'password',
  messageKey: 'Validation.Password',
  test: ({ value }, { min, nonalphamin, regex: pattern }) => {
    if (min && Array.from(value).length < Number(min)) return false;
    if (nonalphamin && (value.match(/[^a-zA-Z0-9]/g)?.length ?? 0) < Number(nonalphamin)) return false;
    if (pattern) {
      try {
        return new RegExp(pattern).test(value);
      } catch {
        return true;
      }
    }
    return true;
  },
};

/**
 * The `pattern` attribute (jquery-validation's additional method): the whole value matches, anchored as the browser
 * anchors it, `^(?:pattern)$`. A pattern that does not compile is logged and skipped (the template checker reports
 * it).
 */
export const pattern: Rule = {
  name: 'pattern',
  messageKey: 'Validation.Pattern',
  test: ({ value }, { pattern: source }) => {
    if (source === undefined) return true;
    try {
      return new RegExp(`^(?:${source})$`).test(value);
    } catch {
      console.error(`[runtime] pattern "${source}" is not a valid regular expression; the rule is skipped.`);
      return true;
    }
  },
};
