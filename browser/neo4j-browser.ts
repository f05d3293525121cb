/**
 * Drives Neo4j Browser 5 (served by the Neo4j server at `config.browserUrl`) in
 * Debian's headless Chromium through playwright-core, the way a person uses it:
 * fill the connect form, drag `browser/style.grass` onto the page, set
 * parameters with `:params`, drag a query file from `queries/` and choose
 * "Paste in editor", run it. Used by `scripts/screenshot.ts` and
 * `test/browser.e2e.test.ts`.
 *
 * Selectors are Neo4j Browser's own `data-testid` attributes (boltaddress,
 * username, password, connect, activeEditor, editor-Run, frame) and the
 * `filedrop` class of its drop zone.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { bindParams, query } from '../queries/load.ts';
import { toPlain } from '../queries/run.ts';
import { repoRoot, type Config } from '../server/config.ts';

/** Where Debian's `chromium` package installs the browser; LITGRAPH_CHROMIUM overrides. */
export const CHROMIUM_PATH = process.env.LITGRAPH_CHROMIUM ?? '/usr/bin/chromium';

/** Flags for a quiet, reproducible headless run (no sync, updates or QUIC; no GPU in containers). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The Browser style sheet shipped with the project. */
export const STYLE_FILE = path.join(repoRoot, 'browser', 'style.grass');

/** Thrown when Chromium is missing or Neo4j Browser does not behave as expected; `cause` holds the Playwright error. */
export class BrowserAutomationError extends Error {
  override name = 'BrowserAutomationError';
}

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Closes Chromium and removes its throw-away profile directory. */
  close(): Promise<void>;
}

/**
 * Starts headless Chromium with a fresh profile (so no stored Browser state,
 * credentials or style leak between runs). Throws BrowserAutomationError
 * naming the package to install when the executable is absent.
 */
export async function launchChromium(options: { executablePath?: string; width?: number; height?: number } = {}): Promise<BrowserSession> {
  const executablePath = options.executablePath ?? CHROMIUM_PATH;
  if (!existsSync(executablePath)) {
    throw new BrowserAutomationError(
      `Chromium not found at ${executablePath}: install Debian's package (apt-get update && apt-get install -y chromium) ` +
        'or point LITGRAPH_CHROMIUM at a Chromium binary',
    );
  }
  const profile = mkdtempSync(path.join(os.tmpdir(), 'litgraph-chromium-'));
  let context: BrowserContext;
  try {
    // launchPersistentContext passes `--user-data-dir=<profile>` itself.
    context = await chromium.launchPersistentContext(profile, {
      executablePath,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: { width: options.width ?? 1400, height: options.height ?? 900 },
      deviceScaleFactor: 1,
    });
  } catch (error) {
    rmSync(profile, { recursive: true, force: true });
    throw new BrowserAutomationError(`cannot start Chromium (${executablePath}): ${(error as Error).message}`, { cause: error });
  }
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      try {
        await context.close();
      } finally {
        rmSync(profile, { recursive: true, force: true });
      }
    },
  };
}

async function step<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new BrowserAutomationError(`Neo4j Browser: ${what}: ${(error as Error).message.split('\n')[0]}`, { cause: error });
  }
}

/**
 * Opens Neo4j Browser and signs in with the configured URI, user, password and
 * database. Resolves when the Browser reports the connection; throws
 * BrowserAutomationError when the form is missing or the connection fails.
 */
export async function connect(page: Page, config: Config, timeoutMs = 30_000): Promise<void> {
  await step(`open ${config.browserUrl}`, () => page.goto(config.browserUrl, { waitUntil: 'domcontentloaded', timeout: timeoutMs }));
  const address = page.getByTestId('boltaddress');
  await step('wait for the connect form', () => address.waitFor({ timeout: timeoutMs }));
  const uri = new URL(config.neo4jUri);
  const scheme = `${uri.protocol}//`;
  const schemeSelect = page.getByTestId('bolt-scheme-select');
  if (await schemeSelect.count()) await step(`choose ${scheme}`, () => schemeSelect.selectOption(scheme));
  await address.fill(uri.host);
  const database = page.getByTestId('database');
  if (await database.count()) await database.fill(config.neo4jDatabase);
  await page.getByTestId('username').fill(config.neo4jUser);
  await page.getByTestId('password').fill(config.neo4jPassword);
  await page.getByTestId('connect').click();
  await step(`connect to ${config.neo4jUri} as ${config.neo4jUser}`, async () => {
    const connected = page.getByText('You are connected as user');
    const failed = page.locator('[data-testid="frame"]').filter({ hasText: /error|failed|unauthorized/i });
    await Promise.race([
      connected.first().waitFor({ timeout: timeoutMs }),
      failed.first().waitFor({ timeout: timeoutMs }).then(async () => {
        // biome-ignore lint/performance/useDomNodeTextContent: Playwright's Locator.innerText (the rendered lines), not the DOM property
        const lines = (await failed.first().innerText()).split('\n').map((l) => l.trim());
        throw new Error(lines.filter((l) => /error|failed|unauthori[sz]ed/i.test(l)).join(' ').slice(0, 300) || 'connection refused');
      }),
    ]);
  });
}

/** Types a one-line command (":clear", ":params {…}") into the editor and runs it. */
export async function runCommand(page: Page, command: string): Promise<void> {
  await step(`run ${command}`, async () => {
    const editor = page.getByTestId('activeEditor');
    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText(command);
    await page.getByTestId('editor-Run').click();
  });
}

/** Drops one file on the Browser window, as dragging it from a file manager does. */
export async function dropFile(page: Page, fileName: string, content: string): Promise<void> {
  await step(`drop ${fileName}`, async () => {
    const transfer = await page.evaluateHandle(
      ([name, text]) => {
        // Runs in the page; the project compiles without the DOM library, hence the local shape.
        const dom = globalThis as unknown as {
          DataTransfer: new () => { items: { add(file: unknown): void } };
          File: new (parts: string[], name: string, options: { type: string }) => unknown;
        };
        const dt = new dom.DataTransfer();
        dt.items.add(new dom.File([text], name, { type: 'text/plain' }));
        return dt;
      },
      [fileName, content] as const,
    );
    const zone = page.locator('.filedrop').first();
    await zone.dispatchEvent('dragenter', { dataTransfer: transfer });
    await zone.dispatchEvent('dragover', { dataTransfer: transfer });
    await zone.dispatchEvent('drop', { dataTransfer: transfer });
  });
}

/**
 * Applies a GRASS style sheet by dropping it on the Browser (what a person does
 * after `:style`); waits for the `:style` frame the Browser opens in response.
 */
export async function applyStyle(page: Page, grass = readFileSync(STYLE_FILE, 'utf8')): Promise<void> {
  await dropFile(page, 'style.grass', grass);
  await step('wait for the :style frame', () =>
    page.getByTestId('frameCommand').filter({ hasText: ':style' }).first().waitFor({ timeout: 15_000 }),
  );
}

/**
 * Sets Browser parameters with one `:params {…}` command (replacing any set
 * before); strings are quoted, numbers and booleans written as they are.
 */
export async function setParams(page: Page, params: Record<string, string | number | boolean | null>): Promise<void> {
  const literal = (v: string | number | boolean | null) =>
    typeof v === 'string' ? `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'` : String(v);
  const body = Object.entries(params).map(([k, v]) => `${k}: ${literal(v)}`).join(', ');
  await runCommand(page, `:params {${body}}`);
  await step('wait for the :params frame', () =>
    page.getByTestId('frameCommand').filter({ hasText: ':params' }).first().waitFor({ timeout: 15_000 }),
  );
}

/**
 * Drops a query file on the Browser, chooses "Paste in editor" and runs it.
 * Returns the result frame (the newest frame in the stream) once the Browser
 * has finished the query; throws BrowserAutomationError on a Cypher error.
 */
export async function runQueryFile(page: Page, fileName: string, cypher: string, timeoutMs = 30_000): Promise<Locator> {
  const frames = page.getByTestId('frame');
  const before = await frames.count();
  await dropFile(page, fileName, cypher);
  await step('paste the query in the editor', () => page.locator('.filedrop-paste-in-editor').click({ timeout: 10_000 }));
  await step('run the query', () => page.getByTestId('editor-Run').click());
  const frame = frames.first();
  await step(`wait for the result of ${fileName}`, async () => {
    await frames.nth(before).waitFor({ state: 'attached', timeout: timeoutMs });
    await frame.locator('[data-testid="frameStatusbar"], [data-testid="cypherFrameErrorMessage"]').first().waitFor({ timeout: timeoutMs });
  });
  const error = frame.getByTestId('cypherFrameErrorMessage');
  if (await error.count()) {
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's Locator.innerText (the rendered lines), not the DOM property
    throw new BrowserAutomationError(`Neo4j Browser: ${fileName} failed: ${(await error.first().innerText()).replace(/\s+/g, ' ').slice(0, 400)}`);
  }
  return frame;
}

/**
 * Closes the product-usage banner Neo4j Browser shows on first start, so it
 * does not cover screenshots. Does nothing when there is none.
 */
export async function dismissBanners(page: Page): Promise<void> {
  const banner = page.getByText('To help make Neo4j Browser better').first();
  if (!(await banner.isVisible().catch(() => false))) return;
  const close = banner.locator('xpath=following-sibling::span[1]');
  await close.click({ timeout: 2_000 }).catch(() => undefined);
}

export interface DrawnGraph {
  /** Each drawn node: its caption (lines joined by a space) and fill colour. */
  nodes: { caption: string; fill: string | null }[];
  /** Each drawn relationship's caption. */
  relationships: string[];
}

/** What a result frame's graph view draws: node captions and colours, relationship captions. */
export async function drawnGraph(frame: Locator): Promise<DrawnGraph> {
  const nodes = await frame.locator('svg g.node').evaluateAll((elements) =>
    elements.map((g) => {
      const el = g as unknown as { querySelectorAll(s: string): ArrayLike<{ textContent: string | null }>; querySelector(s: string): { getAttribute(a: string): string | null } | null };
      const caption = Array.from(el.querySelectorAll('text.caption'), (t) => (t.textContent ?? '').trim()).filter(Boolean).join(' ');
      return { caption, fill: el.querySelector('circle.b-outline')?.getAttribute('fill') ?? null };
    }),
  );
  const relationships = (await frame.locator('svg g.relationship text').allTextContents()).map((t) => t.trim()).filter(Boolean);
  return { nodes, relationships };
}

export interface BeatsGraphOptions {
  baseline: string;
  benchmark: string | null;
  limit?: number;
  /** Where to save a PNG of the result frame; none when omitted. */
  screenshotPath?: string;
}

export interface BeatsGraphResult {
  /** The graph as drawn: node captions and colours, relationship captions (margins). */
  graph: DrawnGraph;
  /** The path the screenshot was written to, if any. */
  screenshotPath: string | null;
}

export interface QueryGraphOptions {
  /** A query of queries/ that returns paths or nodes (`methods-that-beat-graph`, `conflicting-claims-graph`). */
  query: string;
  /** Its parameters as `npm run query` takes them (names as typed; bound to keys here). */
  params: Record<string, unknown>;
  /** Where to save a PNG of the result frame; none when omitted. */
  screenshotPath?: string;
}

/**
 * The walk a person makes to see one of the graph questions drawn: connect,
 * clear the stream, load `browser/style.grass`, `:params`, paste and run the
 * query file, and (optionally) save a screenshot of the result frame. Throws
 * BrowserAutomationError at the first step that fails, or when the query draws
 * nothing.
 */
export async function showQueryGraph(page: Page, config: Config, options: QueryGraphOptions): Promise<BeatsGraphResult> {
  let frame: Locator | null = null;
  try {
    await connect(page, config);
    // Draw only what the query returns: no extra relationships between result nodes ("Connect result nodes").
    await runCommand(page, ':config autoComplete: false');
    await runCommand(page, ':clear');
    await applyStyle(page);
    // The query's parameters as the API binds them: names as their keys ($baselineKey, $benchmarkKey).
    const params = bindParams(query(options.query), options.params);
    await setParams(page, toPlain(params) as Record<string, string | number | boolean | null>);
    await runCommand(page, ':clear');
    const file = path.join(repoRoot, 'queries', `${options.query}.cypher`);
    frame = await runQueryFile(page, path.basename(file), readFileSync(file, 'utf8'));
    const drawn = frame.locator('svg g.node').first();
    const empty = frame.getByText('no changes, no records');
    await step('wait for the graph to be drawn', () => drawn.or(empty).first().waitFor({ timeout: 20_000 }));
    if (await empty.count()) {
      throw new BrowserAutomationError(`Neo4j Browser: ${options.query} returned no rows for ${JSON.stringify(options.params)}`);
    }
    // Let the force layout settle before reading captions or taking the picture.
    await page.waitForTimeout(3_000);
    const graph = await drawnGraph(frame);
    if (options.screenshotPath) await saveScreenshot(page, frame, options.screenshotPath);
    return { graph, screenshotPath: options.screenshotPath ?? null };
  } catch (error) {
    // Keep a picture of what the Browser showed when it went wrong, next to the one asked for.
    if (options.screenshotPath) {
      const failed = options.screenshotPath.replace(/(\.png)?$/, '.failed.png');
      await saveScreenshot(page, frame, failed).catch(() => undefined);
    }
    throw error;
  }
}

/** "Who beats <baseline> on <benchmark>", drawn: queries/methods-that-beat-graph.cypher through showQueryGraph. */
export async function showBeatsGraph(page: Page, config: Config, options: BeatsGraphOptions): Promise<BeatsGraphResult> {
  const params = { baseline: options.baseline, benchmark: options.benchmark, limit: options.limit ?? 100 };
  return showQueryGraph(page, config, { query: 'methods-that-beat-graph', params, ...(options.screenshotPath ? { screenshotPath: options.screenshotPath } : {}) });
}

/** Saves the Browser window, cut below `frame` when given, with banners and hover menus out of the way. */
async function saveScreenshot(page: Page, frame: Locator | null, file: string): Promise<void> {
  mkdirSync(path.dirname(file), { recursive: true });
  await dismissBanners(page);
  // Park the pointer on the side bar so no hover menu (the frame's export menu) is open.
  await page.mouse.move(5, 5);
  await step(`save ${file}`, async () => {
    const box = frame ? await frame.boundingBox() : null;
    const viewport = page.viewportSize();
    const clip = box && viewport ? { x: 0, y: 0, width: viewport.width, height: Math.min(viewport.height, Math.ceil(box.y + box.height + 12)) } : undefined;
    await page.screenshot({ path: file, ...(clip ? { clip } : {}) });
  });
}
