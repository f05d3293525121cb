/**
 * Metrics as a leaderboard needs them: one canonical name per measure ("success
 * rates", "task success" and "mean success rate" are "success rate") and its
 * direction (lower is better for error, loss, perplexity, latency, cost, FID,
 * turns …). The surface form stays on every fact; the key only groups and ranks.
 */

/** Measures where lower is better. */
export const LOWER_METRIC = /\b(?:error|errors|loss|perplexity|ppl|latency|cost|costs|compute|memory|time|FID|FVD|FAD|KID|Fréchet|distance|Chamfer|RMSE|MSE|MAE|s?MAPE|MASE|CRPS|LPIPS|NLL|ECE|Brier|bits per (?:dim|dimension|byte|character)|BPD|WER|CER|EER|FPR(?:95)?|false positive|turns|steps|calls|tokens|regret|violations?|hallucinations?|unsafe|(?:average|mean|median) rank|attack success|jailbreak success|ASR)\b/i;
/**
 * Higher-is-better words that win over a lower word in the same name ("error-free accuracy", "time-to-success rate" stay
 * upward); an attack's success is the defender's loss ("attack success rate" is lower-better).
 */
export const HIGHER_METRIC = /\b(?:accuracy|(?<!attack\s|jailbreak\s)success|score|reward|return|win rate|pass@|F1|BLEU|ROUGE|mAP|AP|mIoU|PSNR|SSIM|throughput|speed|speedups?|quality)\b/i;

/** Qualifiers that do not change what is measured ("mean success rate", "overall accuracy", "average F1"). */
const QUALIFIER = /^(?:(?:mean|average|avg\.?|overall|task|aggregate|final)\s+)+/;
/** Synonyms and abbreviations, after lowercasing and singularizing. */
const SYNONYM: Record<string, string> = {
  success: 'success rate',
  'task success': 'success rate',
  'success ratio': 'success rate',
  sr: 'success rate',
  acc: 'accuracy',
  'acc.': 'accuracy',
  ppl: 'perplexity',
  'exact match': 'em',
  'win-rate': 'win rate',
  'attack success rate': 'attack success rate',
};

/** Plural endings of metric heads ("rates", "accuracies", "scores"). */
function singular(word: string): string {
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(?:rate|score|error|reward|return|step|turn|call|token|violation|hallucination)s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The canonical name of a metric, or null for none: lowercase, singular, qualifiers and synonyms resolved. */
export function metricKey(metric: string | null | undefined): string | null {
  if (!metric) return null;
  const words = metric.toLowerCase().replace(/\s+/g, ' ').trim().split(' ').map(singular).join(' ');
  const bare = words.replace(QUALIFIER, '') || words;
  return SYNONYM[bare] ?? SYNONYM[words] ?? bare;
}

/** Whether a smaller number is the better one for this metric. */
export function lowerIsBetterMetric(metric: string | null | undefined): boolean {
  return !!metric && LOWER_METRIC.test(metric) && !HIGHER_METRIC.test(metric);
}
