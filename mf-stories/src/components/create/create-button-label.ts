/** The create button carries the story's cost (spec 01 §9). */
export function createButtonLabel(cost: number): string {
  return `Create Full Story (${cost} ink)`;
}
