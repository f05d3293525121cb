/**
 * The local GraphQL IDE: GraphiQL 4 as the npm packages ship it (graphiql's
 * pre-built UMD bundle and its CSS, React 18's UMD builds), served by the API
 * itself from node_modules, so http://localhost:4000/graphql (or /ide) works in a
 * browser with no internet. Apollo's landing page and Sandbox load from Apollo's
 * CDN; these files do not (the CSS inlines its fonts and images).
 *
 * The page opens with the headline question in its first tab (which methods beat
 * GRPO on ALFWorld, by how much, with the evidence sentence and the paper) and
 * more of the graph's questions in the next tabs. GraphiQL keeps a returning
 * user's tabs in localStorage; a fresh browser gets these.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** A package's folder, found as Node finds the package (package.json is exported by all three). */
function packageDir(name: string): string {
  return path.dirname(require.resolve(`${name}/package.json`));
}

/** The files the page loads, by URL path: each read from its package. */
const FILES: Record<string, { pkg: string; file: string; type: string }> = {
  '/ide/react.production.min.js': { pkg: 'react', file: 'umd/react.production.min.js', type: 'text/javascript; charset=utf-8' },
  '/ide/react-dom.production.min.js': { pkg: 'react-dom', file: 'umd/react-dom.production.min.js', type: 'text/javascript; charset=utf-8' },
  '/ide/graphiql.min.js': { pkg: 'graphiql', file: 'graphiql.min.js', type: 'text/javascript; charset=utf-8' },
  '/ide/graphiql.min.css': { pkg: 'graphiql', file: 'graphiql.min.css', type: 'text/css; charset=utf-8' },
};

/** The headline question, with its evidence: what the IDE shows first. */
export const HEADLINE_QUERY = `# Which methods beat GRPO on ALFWorld, by how much,
# and where does it say so? Run: the pink button or Ctrl+Enter.
# More questions in the other tabs; Docs (top left): every field.
query WhoBeatsGRPOOnALFWorld {
  methodsThatBeat(baseline: "GRPO", benchmark: "ALFWorld") {
    method { name longForm }
    benchmark
    metric
    delta
    model
    inferred
    evidence
    paper { id title url }
  }
}
`;

/** The other tabs: one question each, the same ones README shows. */
const MORE_TABS = [
  `# A question in plain English, and how it was read
query Ask {
  ask(question: "Which methods outperformed GRPO on ALFWorld?") {
    understood
    readAs
    comparisons { method { name } delta evidence paper { id } }
    suggestions
  }
}
`,
  `# A benchmark's leaderboard, best first in each metric's direction
query Leaderboard {
  leaderboard(benchmark: "ALFWorld", metric: "success rate") {
    method { name } metricKey value model lowerIsBetter evidence paper { id published }
  }
}
`,
  `# What no other tool shows: contradicting claims and chains across papers
query ConflictsAndChains {
  conflictingClaims(limit: 10) {
    first { name } second { name } benchmark
    firstBeatsSecond { delta evidence paper { id } }
    secondBeatsFirst { delta evidence paper { id } }
  }
  claimChains(benchmark: "ALFWorld") {
    first { name } via { name } last { name } indirect
    firstHop { delta evidence paper { id } }
    secondHop { delta evidence paper { id } }
  }
}
`,
  `# Writes need the API key: put {"x-api-key": "..."} in the Headers tab below
mutation Ingest {
  ingestAbstracts(abstracts: [{ id: "my-paper-1", title: "FooNet", authors: ["Ada Lovelace"], year: 2025,
    abstract: "We propose FooNet, a new agent. FooNet outperforms GRPO by 12.3% on ALFWorld." }]) {
    added updated unchanged rejected errors { index message } papers { id ids methods { name } }
  }
}
`,
];

export interface IdeAsset {
  body: Buffer;
  type: string;
}

/** The page's assets by URL path, read once. Throws naming the package when one is missing (run npm install). */
export function ideAssets(): Map<string, IdeAsset> {
  const assets = new Map<string, IdeAsset>();
  for (const [urlPath, { pkg, file, type }] of Object.entries(FILES)) {
    let dir: string;
    try {
      dir = packageDir(pkg);
    } catch {
      throw new Error(`the GraphQL IDE needs the npm package "${pkg}": run npm install`);
    }
    assets.set(urlPath, { body: readFileSync(path.join(dir, file)), type });
  }
  return assets;
}

/** JSON for a <script> element: no "</script" or "<!--" can end it early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The IDE's HTML: GraphiQL over this API's /graphql, the headline query in its first tab. */
export function idePage(): string {
  const tabs = [HEADLINE_QUERY, ...MORE_TABS].map((query) => ({ query }));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>litgraph GraphQL (GraphiQL)</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/ide/graphiql.min.css">
<style>html, body, #graphiql { height: 100%; margin: 0; }</style>
</head>
<body>
<div id="graphiql">Loading GraphiQL…</div>
<script src="/ide/react.production.min.js"></script>
<script src="/ide/react-dom.production.min.js"></script>
<script src="/ide/graphiql.min.js"></script>
<script>
// Served by the API from npm packages (graphiql, react, react-dom): nothing is loaded from the internet.
const tabs = ${scriptJson(tabs)};
const fetcher = GraphiQL.createFetcher({ url: new URL('/graphql', location.href).href });
ReactDOM.createRoot(document.getElementById('graphiql')).render(
  React.createElement(GraphiQL, { fetcher, defaultQuery: tabs[0].query, defaultTabs: tabs, defaultEditorToolsVisibility: true }),
);
</script>
</body>
</html>
`;
}
