/** The stories tests' OpenAI stand-in is the test server the service ships for e2e runs and the bench. */
export {
  chatAnswer,
  startOpenAITestServer as startFakeOpenAI,
  tinyPng,
  toneMp3,
  type OpenAITestServer as FakeOpenAI,
  type TestReply as FakeReply,
  type TestRoute as FakeRoute,
} from '../../src/testing/openai-test-server';
export { defaultStory, storyAnswerText } from '../../src/testing/openai-test-story';
