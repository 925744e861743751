/**
 * `@inkspell/stories-service/testing`: what other services' tests, e2e runs and the bench may use of stories,
 * besides the service itself (`@inkspell/stories-service/service`). Kept by stories beside its own tests; another
 * service's test never imports stories' folders.
 */
export { startStoriesPeer, type StoriesPeer } from './stories-peer';
export {
  chatAnswer,
  instant,
  realSpeed,
  startOpenAITestServer,
  tinyPng,
  toneMp3,
  type OpenAILatencies,
  type OpenAITestServer,
  type OpenAITestServerOptions,
  type TestReply,
  type TestRoute,
} from '../../src/testing/openai-test-server';
export { readStoryEvents, type ReceivedEvent } from './story-events-client';
export { defaultStory, defaultStoryAnswer, storyAnswerText, type StoryAnswerParts } from '../../src/testing/openai-test-story';
