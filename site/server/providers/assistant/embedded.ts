import { MAX_ANSWER_RECOMMENDATIONS, toRecommendation, type Assistant, type Recommender } from './types';

/** The built-in assistant: the deterministic recommender over the catalogue, no network. */
export function createEmbeddedAssistant(recommender: Recommender): Assistant {
  return {
    name: 'embedded',
    readsHistory: false,
    answersAtOnce: true,
    async answer(query) {
      const answer = recommender.recommend(query, { limit: MAX_ANSWER_RECOMMENDATIONS });
      return {
        content: answer.content,
        toolRecommendations: answer.tools.slice(0, MAX_ANSWER_RECOMMENDATIONS).map(toRecommendation),
        ...(answer.request ? { toolRequest: { name: answer.request.name, url: answer.request.url } } : {}),
        answeredBy: 'embedded',
        confidence: answer.confidence,
      };
    },
  };
}
