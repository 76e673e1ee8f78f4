import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// The assistant screen as a test talks to it: a question sent (typed, or a chip tapped) and its own answer read once
// it has finished streaming.

/** The last answer on screen (after answerTo: the answer to the question just asked). */
export const lastAnswer = (page: Page) => page.locator('[data-testid="ai-answer"]').last();

/**
 * Sends a question with `send` and waits for its own answer: the answer that follows the last question on screen,
 * once that question is this one, and has finished streaming. Neither the previous answer (finished, while the new
 * one is not on screen yet) nor a reopened conversation drawn meanwhile is taken for it. Returns the answer's text.
 */
export async function answerTo(page: Page, question: string, send: () => Promise<void>): Promise<string> {
  await send();
  const done = () =>
    page.evaluate((q) => {
      const asked = [...document.querySelectorAll('[data-testid="ai-question"]')].at(-1);
      if (!asked?.textContent?.includes(q)) return null;
      const answer = [...document.querySelectorAll('[data-testid="ai-answer"]')].find((a) => asked.compareDocumentPosition(a) & Node.DOCUMENT_POSITION_FOLLOWING);
      return answer?.getAttribute('data-streaming') === 'false' ? ((answer.querySelector('.ai-text') as HTMLElement | null)?.innerText ?? '') : null;
    }, question);
  await expect.poll(done, { timeout: 20_000 }).not.toBeNull();
  return (await done())!;
}

/** Types `question`, sends it and returns its answer's text. */
export function askAndWait(page: Page, question: string): Promise<string> {
  return answerTo(page, question, async () => {
    await page.locator('.ai-input-field').fill(question);
    await page.locator('.ai-send').click();
  });
}

/** Taps the follow-up chip `text` under the last answer and returns the answer to it. */
export function tapFollowUp(page: Page, text: string): Promise<string> {
  return answerTo(page, text, () => lastAnswer(page).locator('[data-testid="ai-followups"] .ai-chip', { hasText: text }).click());
}
