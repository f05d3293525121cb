// name: papers-sharing-benchmarks
// answers: Which other papers evaluate on (or introduce) the same benchmarks as a given paper, most shared benchmarks first?
// param paper: string, required -- the paper's id (arXiv id or the 12-hex id), or words of its title
// param limit: int = 50 -- most rows returned
MATCH (p:Paper)
WHERE p.id = $paper OR p.arxivId = $paper OR (trim($paper) <> '' AND toLower(p.title) CONTAINS toLower(trim($paper)))
MATCH (p)-[:EVALUATES_ON|INTRODUCES]->(b:Benchmark)<-[:EVALUATES_ON|INTRODUCES]-(other:Paper)
WHERE other <> p
WITH p, other, collect(DISTINCT b.name) AS benchmarks
RETURN coalesce(other.title, other.id) AS title,
       size(benchmarks) AS shared,
       benchmarks,
       p { .id, .title } AS source,
       other { .id, .title, .titleDerived, .authors, .published, .year, .url, .arxivId } AS paper
ORDER BY shared DESC, title, paper.id
LIMIT toInteger($limit)
