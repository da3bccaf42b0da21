// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { policyNonce, trustAnswerScripts } from './script-trust.ts';

describe('policyNonce', () => {
  it("reads script-src's nonce", () => {
    expect(policyNonce("script-src 'self' 'nonce-AbC+/9=='; object-src 'none'; base-uri 'self'")).toBe('AbC+/9==');
  });

  it('prefers script-src-elem, then script-src, then default-src', () => {
    expect(policyNonce("default-src 'nonce-d'; script-src 'nonce-s'; script-src-elem 'nonce-e'")).toBe('e');
    expect(policyNonce("default-src 'nonce-d'; script-src 'nonce-s'")).toBe('s');
    expect(policyNonce("default-src 'self' 'nonce-d'")).toBe('d');
  });

  it('is empty without a policy or without a nonce in the directive that rules scripts', () => {
    expect(policyNonce(null)).toBe('');
    expect(policyNonce('')).toBe('');
    expect(policyNonce("script-src 'self'; default-src 'nonce-d'")).toBe('');
    expect(policyNonce("style-src 'nonce-x'")).toBe('');
  });

  it('reads the first of several policies that names a nonce (a header repeated, joined with commas)', () => {
    expect(policyNonce("object-src 'none', script-src 'nonce-second'")).toBe('second');
  });
});

describe('trustAnswerScripts', () => {
  const answer = () => {
    const root = document.createElement('div');
    root.innerHTML = `<script nonce="answer1" id="cms"></script><script id="none"></script>
      <script nonce="forged" id="forged"></script><script type="text/plain" nonce="answer1" id="flagged"></script>`;
    return root;
  };
  const nonces = (root: Element) =>
    Array.from(root.querySelectorAll('script')).map((script) => [script.id, script.getAttribute('nonce')]);

  it("gives the page's nonce to the scripts the CMS nonced for this answer, and takes it from the others", () => {
    const root = answer();
    trustAnswerScripts(root, 'answer1', 'page9');
    expect(nonces(root)).toEqual([
      ['cms', 'page9'],
      ['none', null],
      ['forged', null],
      ['flagged', 'page9'],
    ]);
  });

  it('trusts nothing when the answer named no nonce or the page has none', () => {
    for (const [answerNonce, pageNonce] of [
      ['', 'page9'],
      ['answer1', ''],
    ]) {
      const root = answer();
      trustAnswerScripts(root, answerNonce ?? '', pageNonce ?? '');
      expect(nonces(root).every(([, nonce]) => nonce === null)).toBe(true);
    }
  });
});
