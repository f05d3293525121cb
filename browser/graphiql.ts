/**
 * Drives the API's local GraphQL IDE (GraphiQL, server/ide.ts) in headless
 * Chromium: open it, read the query it was preloaded with, run it, read the
 * response. Used by `test/browser.e2e.test.ts` and `npm run screenshot -- --ide`.
 * Selectors are GraphiQL 4's own class names; its editors are CodeMirror 5, read
 * through the CodeMirror instance on their element.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { BrowserAutomationError } from './neo4j-browser.ts';

export interface IdeRun {
  /** The query the first tab opened with. */
  query: string;
  /** The response as GraphiQL shows it, parsed. */
  response: { data?: Record<string, unknown>; errors?: { message: string }[] };
}

async function editorText(page: Page, selector: string): Promise<string> {
  return (await page.evaluate(`document.querySelector(${JSON.stringify(`${selector} .CodeMirror`)})?.CodeMirror.getValue() ?? ''`)) as string;
}

/** Opens `url` (the API's /graphql or /ide), runs the preloaded query and returns it with the response; saves a PNG when asked. */
export async function runPreloadedQuery(page: Page, url: string, options: { screenshotPath?: string; timeoutMs?: number } = {}): Promise<IdeRun> {
  const timeout = options.timeoutMs ?? 30_000;
  try {
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout });
    await page.locator('.graphiql-query-editor .CodeMirror').first().waitFor({ timeout });
    // The editor is on the page before GraphiQL fills it with the preloaded query: on a loaded machine the first read came back empty.
    await page.waitForFunction("(document.querySelector('.graphiql-query-editor .CodeMirror')?.CodeMirror.getValue() ?? '').trim().length > 0", undefined, { timeout });
    const query = await editorText(page, '.graphiql-query-editor');
    await page.locator('.graphiql-execute-button').click();
    await page.waitForFunction(
      "(document.querySelector('.graphiql-response .CodeMirror')?.CodeMirror.getValue() ?? '').trim().startsWith('{')",
      undefined,
      { timeout },
    );
    const response = JSON.parse(await editorText(page, '.graphiql-response')) as IdeRun['response'];
    if (options.screenshotPath) {
      mkdirSync(path.dirname(options.screenshotPath), { recursive: true });
      await page.mouse.move(5, 5);
      await page.screenshot({ path: options.screenshotPath });
    }
    return { query, response };
  } catch (error) {
    throw new BrowserAutomationError(`GraphiQL at ${url}: ${(error as Error).message.split('\n')[0]}`, { cause: error });
  }
}
