/**
 * Neo4j Browser, in a real (headless Debian) Chromium, against the real server
 * loaded with the seed corpus: connect, load browser/style.grass, run
 * queries/methods-that-beat-graph.cypher for GRPO on ALFWorld, read the drawn
 * graph, save test-artifacts/browser-grpo-alfworld.png.
 *
 * Without /usr/bin/chromium this test fails and says what to install; set
 * LITGRAPH_SKIP_BROWSER=1 to skip it on purpose.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CHROMIUM_PATH, launchChromium, showBeatsGraph, type BrowserSession } from '../browser/neo4j-browser.ts';
import { closeDb } from '../graph/driver.ts';
import { startApi } from '../server/app.ts';
import { repoRoot } from '../server/config.ts';
import { config, testDb } from './support/db.ts';

const skip = process.env.LITGRAPH_SKIP_BROWSER === '1';
const screenshot = path.join(repoRoot, 'test-artifacts', 'browser-grpo-alfworld.png');

describe.skipIf(skip)('Neo4j Browser (headless Chromium)', () => {
  let session: BrowserSession | undefined;

  afterAll(async () => {
    await session?.close();
  });

  it('shows TRIAGE and CogRouter beating GRPO on ALFWorld, styled, and saves a screenshot', async () => {
    if (!existsSync(CHROMIUM_PATH)) {
      throw new Error(
        `Chromium is not installed at ${CHROMIUM_PATH}: run "apt-get update && apt-get install -y chromium" ` +
          '(Debian package chromium), or set LITGRAPH_SKIP_BROWSER=1 to skip the Browser test',
      );
    }
    session = await launchChromium();
    const result = await showBeatsGraph(session.page, config, { baseline: 'GRPO', benchmark: 'ALFWorld', screenshotPath: screenshot });

    const nodes = new Map(result.graph.nodes.map((n) => [n.caption, n.fill?.toUpperCase()]));
    expect([...nodes.keys()]).toEqual(expect.arrayContaining(['TRIAGE', 'CogRouter', 'GRPO', 'ALFWorld']));
    // browser/style.grass is in force: names as captions, a colour per label, the claim's caption on
    // OUTPERFORMS ("beats by +14.0%"; a lower-is-better claim says so: "beats: 10.4% lower …").
    expect(nodes.get('TRIAGE')).toBe('#4C8EDA');
    expect(nodes.get('ALFWorld')).toBe('#F79767');
    expect(result.graph.relationships).toEqual(expect.arrayContaining([expect.stringMatching(/^beats by \S+%$/), expect.stringMatching(/^beats: \S+% lower/), 'PROPOSES']));
    expect(statSync(screenshot).size).toBeGreaterThan(10_000);
  });
});

describe.skipIf(skip)('the API query page (headless Chromium, no internet)', () => {
  it('loads nothing from outside, runs the example question and shows the answer', async () => {
    const db = await testDb();
    const api = await startApi(db, { ...config, apiPort: 0 });
    const session = await launchChromium();
    try {
      const outside: string[] = [];
      session.page.on('request', (r) => {
        if (!r.url().startsWith(new URL(api.url).origin)) outside.push(r.url());
      });
      await session.page.goto(api.url);
      await session.page.click('#run');
      await session.page.waitForFunction("(document.getElementById('result')?.textContent ?? '').includes('understood')", undefined, { timeout: 20_000 });
      const shown = (await session.page.textContent('#result')) ?? '';
      expect(JSON.parse(shown).data.ask.readAs).toBe('methods that beat GRPO on ALFWorld');
      expect(shown).toContain('TRIAGE');
      expect(outside).toEqual([]);
      await session.page.screenshot({ path: path.join(repoRoot, 'test-artifacts', 'api-query-page.png') });
    } finally {
      await session.close();
      await api.stop();
      await closeDb(db);
    }
  });
});
