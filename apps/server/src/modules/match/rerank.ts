import type { Ranked } from './engine.ts';

/*
 * The pluggable scorer (spec §8: an AI service address exists in configuration). With
 * AI_SERVICE_URL set, the offline ranking's candidates go to that service, which answers one
 * relevance in [0, 1] per candidate (an embedding or LLM scorer); the final order blends it
 * with the offline score. Any failure or a late answer leaves the offline order: the matcher
 * never depends on the service.
 *
 * Contract: POST {query, candidates: [{kind, id, title}]} → {scores: number[]} (same order).
 */

export interface Reranker {
  rerank(query: string, ranked: Ranked[]): Promise<{ ranked: Ranked[]; reranked: boolean }>;
}

export const offlineRanker: Reranker = {
  rerank: async (_query, ranked) => ({ ranked, reranked: false }),
};

/** Share of the service's score in the final order. */
const SERVICE_SHARE = 0.5;

export function serviceReranker(
  url: string,
  timeoutMs: number,
  log: (msg: string) => void,
): Reranker {
  return {
    async rerank(query, ranked) {
      if (ranked.length < 2) return { ranked, reranked: false };
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query,
            candidates: ranked.map((r) => ({
              kind: r.candidate.kind,
              id: r.candidate.id,
              title: r.candidate.title,
            })),
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!res.ok) throw new Error(`status ${res.status}`);
        const body = (await res.json()) as { scores?: unknown };
        const scores = body.scores;
        if (
          !Array.isArray(scores) ||
          scores.length !== ranked.length ||
          !scores.every((s) => typeof s === 'number' && s >= 0 && s <= 1)
        ) {
          throw new Error('answer is not one score in [0, 1] per candidate');
        }
        const blended = ranked.map((r, i) => ({
          r,
          s: (1 - SERVICE_SHARE) * r.score + SERVICE_SHARE * (scores[i] as number),
        }));
        blended.sort((a, b) => b.s - a.s);
        return { ranked: blended.map((b) => b.r), reranked: true };
      } catch (error) {
        log(`AI service rerank failed, offline order kept: ${(error as Error).message}`);
        return { ranked, reranked: false };
      }
    },
  };
}
