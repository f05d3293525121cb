/**
 * Metrics as a leaderboard needs them: one canonical name per measure ("success
 * rates", "task success" and "mean success rate" are "success rate") and its
 * direction (lower is better for error, loss, perplexity, latency, cost, FID,
 * turns …). The surface form stays on every fact; the key only groups and ranks.
 */
import { normalizeName } from '../names.ts';
import { escapeRegex, LOWER_METRIC_NAMES, METRIC_LOWER } from './lexicon.ts';

/**
 * Words that make any measure lower-is-better, whatever it is called ("Betti number errors", "inference cost",
 * "environment-facing turns"). A named measure's direction is its row in metrics.txt; "MAE" and "Brier" are here
 * because in the lexicon "MAE" would be a measure and never Masked Autoencoders and "ASR" never speech recognition,
 * and "Brier" and "Chamfer" are written bare.
 */
const LOWER_WORDS = [
  'errors?', 'loss', 'costs?', 'compute', 'time', 'distance', 'Chamfer', 'MAE', 'Brier', 'ASR',
  'bits per (?:byte|character)', 'false positive', 'turns', 'steps', 'calls', 'tokens', 'regret', 'violations?',
  'hallucinations?', 'unsafe', '(?:average|mean|median) rank', 'attack success', 'jailbreak success', 'storage', 'energy consumption',
];

const lowerNames = LOWER_METRIC_NAMES.map((m) => escapeRegex(m).replace(/ /g, '\\s+'));
/** A name metrics.txt marks "lower" inside a longer phrase ("FID score", "average WER"): lower whatever else the phrase says. */
const LOWER_NAME = new RegExp(`\\b(?:${lowerNames.join('|')})\\b`, 'i');
/** Measures where lower is better: the direction words and the names metrics.txt marks "lower". */
export const LOWER_METRIC = new RegExp(`\\b(?:${[...LOWER_WORDS, ...lowerNames].join('|')})\\b`, 'i');
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

/**
 * Which way a measure improves: the lexicon's row for a named measure ("HD95", "Brier score", "collision rate"),
 * else a lower-is-better name inside it ("FID score"), else its words ("error-free accuracy" is higher, "Betti number errors" lower); null when nothing says.
 */
export function metricDirection(metric: string | null | undefined): 'lower' | 'higher' | null {
  if (!metric) return null;
  const named = METRIC_LOWER.get(normalizeName(metric)) ?? METRIC_LOWER.get(normalizeName(metricKey(metric) ?? ''));
  if (named !== undefined) return named ? 'lower' : 'higher';
  if (LOWER_NAME.test(metric)) return 'lower';
  if (LOWER_METRIC.test(metric) && !HIGHER_METRIC.test(metric)) return 'lower';
  return HIGHER_METRIC.test(metric) ? 'higher' : null;
}

/** Whether a smaller number is the better one for this metric. */
export function lowerIsBetterMetric(metric: string | null | undefined): boolean {
  return metricDirection(metric) === 'lower';
}
