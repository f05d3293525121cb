// Constraints and indexes, applied idempotently at start (schema/apply.ts).
// Every MERGE key in graph/write.ts is backed by one of these constraints.
CREATE CONSTRAINT paper_id IF NOT EXISTS FOR (p:Paper) REQUIRE p.id IS UNIQUE;
CREATE CONSTRAINT method_key IF NOT EXISTS FOR (m:Method) REQUIRE m.key IS UNIQUE;
CREATE CONSTRAINT model_key IF NOT EXISTS FOR (m:Model) REQUIRE m.key IS UNIQUE;
CREATE CONSTRAINT benchmark_key IF NOT EXISTS FOR (b:Benchmark) REQUIRE b.key IS UNIQUE;
CREATE CONSTRAINT alias_key IF NOT EXISTS FOR (a:Alias) REQUIRE a.key IS UNIQUE;
CREATE CONSTRAINT paper_id_key IF NOT EXISTS FOR (k:PaperId) REQUIRE k.key IS UNIQUE;
CREATE CONSTRAINT result_id IF NOT EXISTS FOR (r:Result) REQUIRE r.id IS UNIQUE;
CREATE CONSTRAINT graph_version_key IF NOT EXISTS FOR (v:GraphVersion) REQUIRE v.key IS UNIQUE;
CREATE INDEX paper_year IF NOT EXISTS FOR (p:Paper) ON (p.year);
// Normalized title and first author's surname: two records of one paper without a shared id merge by it (graph/merge.ts).
CREATE INDEX paper_title_key IF NOT EXISTS FOR (p:Paper) ON (p.titleKey);
CREATE INDEX outperforms_paper IF NOT EXISTS FOR ()-[c:OUTPERFORMS]-() ON (c.paperId);
CREATE INDEX outperforms_benchmark IF NOT EXISTS FOR ()-[c:OUTPERFORMS]-() ON (c.benchmarkKey);
// "<loser key>|<benchmark key>": who beats X on Y is one seek (queries/methods-that-beat.cypher).
CREATE INDEX outperforms_lookup IF NOT EXISTS FOR ()-[c:OUTPERFORMS]-() ON (c.lookupKey);
CREATE INDEX improves_paper IF NOT EXISTS FOR ()-[c:IMPROVES]-() ON (c.paperId);
CREATE FULLTEXT INDEX paperText IF NOT EXISTS FOR (p:Paper) ON EACH [p.title, p.abstract];
