import { describe, expect, it } from 'vitest';
import { readIdea } from '../../src/adapters/engines/idea-reader';

describe('idea reader', () => {
  it('reads a quest, the thing it is about, the object and the place from a child’s sentence', () => {
    const idea = readIdea('Maya finds a glowing map in the garden shed and looks for her lost kitten', 'Maya');
    expect(idea.goal.kind).toBe('find');
    expect(idea.goal.base).toBe('find #heroPos# lost kitten');
    expect(idea.goal.past).toBe('found #heroPos# lost kitten');
    expect(idea.goal.target?.phrase).toBe('the lost kitten');
    expect(idea.goal.target?.noun).toBe('kitten');
    expect(idea.objects.map((o) => o.phrase)).toEqual(['the glowing map']);
    expect(idea.places.map((p) => p.phrase)).toEqual(['the garden shed']);
  });

  it('turns a verb it has no list for into the quest itself', () => {
    const idea = readIdea('I want to fly', 'Sam');
    expect(idea.goal).toMatchObject({ kind: 'learn', base: 'fly', past: 'flew', gerund: 'flying' });
    expect(idea.objects).toEqual([]);
  });

  it('makes the creature of the idea the hero and its dream the goal', () => {
    expect(readIdea('A robot who wants to paint', 'Bolt')).toMatchObject({ heroKind: 'a robot', goal: { kind: 'make', base: 'paint' } });
    const dreamer = readIdea('A little robot dreams of painting a sunset and sets off to find all the colours of the sky', 'Bolt');
    expect(dreamer.heroKind).toBe('a little robot');
    expect(dreamer.goal.base).toMatch(/^(paint a sunset|find all the colours of the sky)$/);
  });

  it('makes the hero the helper when the idea’s creature needs help', () => {
    const idea = readIdea('A tiny star falls into the backyard and needs help finding its way back into the sky', 'Leo');
    expect(idea.goal.kind).toBe('help');
    expect(idea.goal.base).toBe('help the tiny star find its way back into the sky');
    expect(idea.goal.target?.phrase).toBe('the tiny star');
    expect(idea.heroKind).toBeUndefined();
    expect(idea.places.map((p) => p.words)).toContain('backyard');
  });

  it('reads a mystery as something to solve and keeps its question', () => {
    const idea = readIdea('Solving the mystery of who took the cookies from the kitchen before the big picnic', 'Zara');
    expect(idea.goal.kind).toBe('solve');
    expect(idea.goal.base).toBe('solve the mystery of who took the cookies');
    expect(idea.places.map((p) => p.words)).toContain('kitchen');
  });

  it('tells a thing found on the way from the quest, and a named pet from an object', () => {
    const idea = readIdea('Mia says her cat Bella finds a magic key and flies to candy land', 'Mia');
    expect(idea.goal).toMatchObject({ kind: 'reach', base: 'fly to candy land' });
    expect(idea.objects.map((o) => o.words)).toEqual(['magic key']);
    expect(idea.helpers.map((h) => h.words)).toContain('Bella');
    expect(idea.helpers.map((h) => h.words)).not.toContain('Mia');
  });

  it('resolves "it" to the thing named before', () => {
    const idea = readIdea('A mermaid lost the shell that holds her voice and searches the coral reef to find it', 'Coral');
    expect(idea.goal.base).toBe('find the shell');
    expect(idea.goal.target?.words).toBe('shell');
  });

  it('never lets template syntax through from the prompt', () => {
    const idea = readIdea('I want to find the #problem# [x:y] treasure', 'Max');
    const texts = [
      idea.goal.base,
      idea.goal.past,
      idea.goal.gerund,
      ...[idea.goal.target, ...idea.objects, ...idea.helpers, ...idea.places].flatMap((t) => (t ? [t.phrase, t.words, t.noun] : [])),
    ];
    for (const text of texts) expect(text.replace(/#heroPos#/g, '')).not.toMatch(/[#[\]]/);
  });
});
