/**
 * The shell provides a shared module only when it imports it. '@inkspell/contracts/sample-stories' is
 * already in the shell's copy of the contracts (stories.ts uses it), so importing it here costs nothing
 * and lets mf-stories take it from the shell instead of sending a second copy (ADR 0011).
 */
export { sampleStories } from '@inkspell/contracts/sample-stories';
