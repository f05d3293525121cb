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
import { runPreloadedQuery } from '../browser/graphiql.ts';
import { CHROMIUM_PATH, launchChromium, showBeatsGraph, showQueryGraph, type BrowserSession } from '../browser/neo4j-browser.ts';
import { closeDb } from '../graph/driver.ts';
import { deletePapers } from '../graph/write.ts';
import { ingestFiles } from '../ingest/pipeline.ts';
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

describe.skipIf(skip)('a contradiction in Neo4j Browser (headless Chromium)', () => {
  it('draws the two illustrative papers of examples/conflicting-claims.jsonl beating each other on ALFWorld', async () => {
    const db = await testDb();
    const ids = ['example-conflict-1', 'example-conflict-2'];
    const session = await launchChromium();
    try {
      const s = await ingestFiles(db, [path.join(repoRoot, 'examples', 'conflicting-claims.jsonl')]);
      expect(s.rejected).toBe(0);
      const result = await showQueryGraph(session.page, config, {
        query: 'conflicting-claims-graph',
        params: { benchmark: 'ALFWorld' },
        screenshotPath: path.join(repoRoot, 'test-artifacts', 'browser-conflicting-claims.png'),
      });
      const captions = result.graph.nodes.map((n) => n.caption);
      expect(captions).toEqual(expect.arrayContaining(['StepPlanner', 'TreeActor', 'ALFWorld']));
      // One OUTPERFORMS arrow each way, each with its own paper's margin.
      expect(result.graph.relationships).toEqual(expect.arrayContaining(['beats by 4.2%', 'beats by 2.7%']));
      expect(result.graph.relationships.filter((r) => r.startsWith('beats'))).toHaveLength(2);
    } finally {
      await session.close();
      await deletePapers(db, ids);
      await closeDb(db);
    }
  });
});

describe.skipIf(skip)('the local GraphQL IDE (GraphiQL from npm, headless Chromium, no internet)', () => {
  it('opens at /graphql and /ide with the headline query preloaded, runs it and shows the answer with its evidence', async () => {
    const db = await testDb();
    const api = await startApi(db, { ...config, apiPort: 0 });
    const session = await launchChromium({ width: 1600, height: 1000 });
    const origin = new URL(api.url).origin;
    try {
      // No internet: every request outside the API is refused, and listed.
      const outside: string[] = [];
      await session.context.route(
        (url) => url.origin !== origin,
        (route) => {
          outside.push(route.request().url());
          return route.abort('internetdisconnected');
        },
      );
      const errors: string[] = [];
      session.page.on('pageerror', (e) => errors.push(e.message));

      // /ide serves the page a browser's GET of /graphql gets. Checked over HTTP, not by a first visit in this browser: a
      // second visit would restore the first one's tabs from localStorage, as for a returning user, and race their saving
      // (once, under the whole suite's load, the second visit opened with an empty editor).
      const ide = await fetch(`${origin}/ide`);
      expect(ide.status).toBe(200);
      expect(await ide.text()).toBe(await (await fetch(api.url, { headers: { accept: 'text/html' } })).text());
      const run = await runPreloadedQuery(session.page, api.url, { screenshotPath: path.join(repoRoot, 'test-artifacts', 'graphiql-grpo-alfworld.png') });
      // The headline question is in the first tab before anything is typed, and runs as it is.
      expect(run.query).toContain('methodsThatBeat(baseline: "GRPO", benchmark: "ALFWorld")');
      expect(run.query).toContain('evidence');
      expect(run.response.errors).toBeUndefined();
      const rows = (run.response.data?.methodsThatBeat ?? []) as { method: { name: string }; evidence: string; paper: { id: string } }[];
      expect(rows.map((r) => r.method.name)).toEqual(expect.arrayContaining(['TRIAGE', 'CogRouter']));
      for (const row of rows) {
        expect(row.evidence.length).toBeGreaterThan(20);
        expect(row.paper.id).toBeTruthy();
      }
      // What the user sees: the response pane shows the winners and their evidence sentences.
      const shown = (await session.page.locator('.graphiql-response').textContent()) ?? '';
      expect(shown).toContain('TRIAGE');
      expect(shown).toContain(rows[0]?.evidence.slice(0, 40) ?? 'no rows');
      // GraphiQL read the schema (introspection passes the depth and cost limits): the docs list the query type.
      await session.page.locator('.graphiql-sidebar button[aria-label="Show Documentation Explorer"]').click();
      await expect.poll(async () => (await session.page.locator('.graphiql-doc-explorer').textContent()) ?? '', { timeout: 10_000 }).toContain('query: Query');

      expect(outside).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await session.close();
      await api.stop();
      await closeDb(db);
    }
  });
});
