import {
  MAX_ANSWER_RECOMMENDATIONS,
  toAnswerResult,
  toRecommendation,
  type Assistant,
  type Recommender,
} from './types';

/** The built-in assistant: the deterministic recommender over the catalogue, no network. */
export function createEmbeddedAssistant(recommender: Recommender): Assistant {
  return {
    name: 'embedded',
    readsHistory: false,
    answersAtOnce: true,
    async answer(query) {
      const recommended = recommender.recommend(query, { limit: MAX_ANSWER_RECOMMENDATIONS });
      // With all its inputs in the question, the top tool's own engine states the result.
      const answer = recommender.withResult ? await recommender.withResult(recommended) : recommended;
      return {
        content: answer.content,
        ...(answer.result ? { result: toAnswerResult(answer.result) } : {}),
        toolRecommendations: answer.tools.slice(0, MAX_ANSWER_RECOMMENDATIONS).map(toRecommendation),
        ...(answer.request ? { toolRequest: { name: answer.request.name, url: answer.request.url } } : {}),
        answeredBy: 'embedded',
        confidence: answer.confidence,
      };
    },
  };
}
