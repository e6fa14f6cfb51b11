import {
  MAX_ANSWER_RECOMMENDATIONS,
  toAnswerResult,
  toRecommendation,
  type Assistant,
  type AssistantAnswer,
  type Recommender,
  withoutAiService,
} from './types';

/**
 * The built-in assistant: the deterministic recommender over the catalogue, no network.
 * `aiService`: the server has an AI service for the writing tools (true when this is a model's
 * fall-back); without one their cards are marked and the offline tools named.
 */
export function createEmbeddedAssistant(recommender: Recommender, { aiService = false } = {}): Assistant {
  return {
    name: 'embedded',
    readsHistory: false,
    answersAtOnce: true,
    async answer(query) {
      const recommended = recommender.recommend(query, { limit: MAX_ANSWER_RECOMMENDATIONS });
      // With all its inputs in the question, the top tool's own engine states the result.
      const answer = recommender.withResult ? await recommender.withResult(recommended) : recommended;
      const reply: AssistantAnswer = {
        content: answer.content,
        ...(answer.result ? { result: toAnswerResult(answer.result) } : {}),
        toolRecommendations: answer.tools.slice(0, MAX_ANSWER_RECOMMENDATIONS).map(toRecommendation),
        ...(answer.request ? { toolRequest: { name: answer.request.name, url: answer.request.url } } : {}),
        answeredBy: 'embedded',
        confidence: answer.confidence,
      };
      return aiService ? reply : withoutAiService(reply);
    },
  };
}
