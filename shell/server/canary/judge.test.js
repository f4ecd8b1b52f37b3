/** @jest-environment node */
const { addView, emptyEvidence } = require('./evidence');
const { HISTOGRAM_EDGES, JUDGE_SETTINGS, judge, quantileMs } = require('./judge');

/**
 * Evidence of `views` page views per arm, each arm's INP and LCP spread evenly over [from, from + spread)
 * ms, every view with an interaction, `failed` of each arm's views failed.
 * @param {{ views: number, canary?: { inpFrom?: number, failed?: number }, live?: { inpFrom?: number, failed?: number } }} spec
 */
function evidenceOf({ views, canary = {}, live = {} }) {
  const evidence = emptyEvidence();
  for (const [arm, { inpFrom = 100, failed = 0 }] of /** @type {const} */ ([['canary', canary], ['live', live]])) {
    for (let view = 0; view < views; view += 1) {
      addView(evidence[arm], { inpMs: inpFrom + (view % 100), lcpMs: 1500 + ((view * 7) % 1000), failed: view < failed });
    }
  }
  return evidence;
}

const metricOf = (/** @type {ReturnType<typeof judge>} */ judgement, /** @type {string} */ name) => judgement.metrics.find((metric) => metric.metric === name);

describe('the canary judge', () => {
  it('holds with too few views, even when every view looks the same in both arms', () => {
    const judgement = judge(evidenceOf({ views: JUDGE_SETTINGS.minimumViews - 1 }));
    expect(judgement.verdict).toBe('hold');
    expect(judgement.metrics.map((metric) => metric.verdict)).toEqual(['hold', 'hold', 'hold']);
  });

  it('passes two arms alike once there are enough views, every interval below its margin', () => {
    const judgement = judge(evidenceOf({ views: 5000, canary: { failed: 10 }, live: { failed: 10 } }));
    expect(judgement.verdict).toBe('pass');
    for (const metric of judgement.metrics) {
      expect(metric.lower).toBeLessThanOrEqual(metric.difference);
      expect(metric.upper).toBeLessThan(metric.margin);
    }
    // INP spread over 100-199 ms: the 75th percentile is 174 ms, read as the upper edge of its bucket.
    const p75 = HISTOGRAM_EDGES.inp.find((edge) => edge >= 174);
    expect(metricOf(judgement, 'inp')?.p75).toEqual({ canary: p75, live: p75, threshold: p75 });
  });

  it('fails a canary whose INP is 80 ms slower, naming INP only', () => {
    const judgement = judge(evidenceOf({ views: 1000, canary: { inpFrom: 180 } }));
    expect(judgement.verdict).toBe('fail');
    expect(judgement.failed).toEqual(['inp']);
    const inp = metricOf(judgement, 'inp');
    expect(inp?.canary).toBeGreaterThan(0.9);
    expect(inp?.lower).toBeGreaterThan(JUDGE_SETTINGS.margins.inp);
  });

  it('fails a canary whose remote fails in 3% of views more, and holds one 0.5% worse for lack of certainty', () => {
    expect(judge(evidenceOf({ views: 3000, canary: { failed: 100 }, live: { failed: 10 } })).failed).toEqual(['failed']);
    const close = judge(evidenceOf({ views: 3000, canary: { failed: 25 }, live: { failed: 10 } }));
    expect(close.verdict).toBe('hold');
    expect(metricOf(close, 'failed')?.verdict).toBe('hold');
  });

  it('reads a p75 from the histogram as its bucket upper edge', () => {
    const evidence = evidenceOf({ views: 400 });
    expect(quantileMs('lcp', evidence.live.lcp, 0.75)).toBe(HISTOGRAM_EDGES.lcp.find((edge) => edge >= 2250));
    expect(quantileMs('lcp', emptyEvidence().live.lcp, 0.75)).toBeNull();
  });
});
